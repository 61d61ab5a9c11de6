import { API_PREFIX, apiRequest } from '@/lib/api-client';
import { ApiError, NetworkError } from '@/lib/errors';
import { tokenStorage } from '@/lib/token-storage';

function sendOnce<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    const token = tokenStorage.getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A non-JSON body stays text; ApiError reads what it can.
      }
      resolve({ status: xhr.status, body: body as T });
    };
    xhr.onerror = () => reject(new NetworkError(false));
    xhr.send(form);
  });
}

/**
 * A multipart upload with progress (fetch cannot report upload progress). On a 401 one authenticated JSON call
 * lets the API client refresh the session, then the upload is sent again.
 */
export async function uploadWithProgress<T>(
  path: string,
  buildForm: () => FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  let result = await sendOnce<T>(path, buildForm(), onProgress);
  if (result.status === 401) {
    await apiRequest('/auth/me');
    result = await sendOnce<T>(path, buildForm(), onProgress);
  }
  if (result.status < 200 || result.status >= 300) throw new ApiError(result.status, result.body);
  return result.body;
}
