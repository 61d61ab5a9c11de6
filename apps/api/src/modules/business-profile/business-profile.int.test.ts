import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { uploadToMonth } from '../../test/library-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/business-profile', headers, payload });

function multipart(filename: string, bytes: Buffer) {
  const boundary = '----plume-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (headers: Record<string, string>, filename: string, bytes: Buffer) => {
  const body = multipart(filename, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/business-profile/logo',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('business profile', () => {
  it('answers the defaults of a new account', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/business-profile', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      business_name: '',
      brand_tone: 'professionnel',
      business_objective: 'equilibre',
      logo_url: null,
    });
  });

  it('saves one field per call, maps the client aliases and refreshes the name in /auth/me', async () => {
    const { headers } = await createUser(t.app);
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await put(headers, { business_name: 'Boulangerie Lemoine' })).statusCode).toBe(200);
    expect((await put(headers, { business_email: 'contact@lemoine.fr' })).json()).toMatchObject({
      email: 'contact@lemoine.fr',
    });
    const website = await put(headers, { business_website: 'https://lemoine.fr' });
    expect(website.json()).toMatchObject({
      website_url: 'https://lemoine.fr',
      business_name: 'Boulangerie Lemoine',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().business_name).toBe('Boulangerie Lemoine');
  });

  it('refuses a value outside the option list with the allowed values in French', async () => {
    const { headers } = await createUser(t.app);
    const response = await put(headers, { brand_tone: 'agressif' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('brand_tone');
    expect(response.json().detail).toContain('Valeurs possibles : professionnel, luxe');
  });

  it('refuses two fields at once, an unknown field and a too long text', async () => {
    const { headers } = await createUser(t.app);
    expect((await put(headers, { business_name: 'A', business_type: 'B' })).json().detail).toContain(
      'un seul champ',
    );
    expect((await put(headers, { password: 'x' })).statusCode).toBe(422);
    const long = await put(headers, { business_name: 'x'.repeat(201) });
    expect(long.json().detail).toContain('ne peut pas dépasser 200 caractères');
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/business-profile' })).statusCode).toBe(401);
    expect((await put({}, { business_name: 'x' })).statusCode).toBe(401);
  });
});

describe('logo upload', () => {
  it('resizes an image sniffed from its bytes and serves it at logo_url', async () => {
    const { headers } = await createUser(t.app);
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const response = await upload(headers, 'logo.txt', png);
    expect(response.statusCode).toBe(201);
    const { logo_url } = response.json();
    const image = await t.app.inject({ method: 'GET', url: logo_url });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 512, height: 341 });
    const profile = await t.app.inject({ method: 'GET', url: '/api/business-profile', headers });
    expect(profile.json().logo_url).toBe(logo_url);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().logo_url).toBe(logo_url);
  });

  it('refuses a file that is not an image whatever its name, and a file over 2 MB', async () => {
    const { headers } = await createUser(t.app);
    const refused = await upload(headers, 'logo.png', Buffer.from('<svg onload=alert(1)>'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain('pas une image');
    const tooLarge = await upload(headers, 'logo.png', Buffer.alloc(2 * 1024 * 1024 + 10));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('Le logo ne doit pas dépasser 2 Mo');
  });

  it('requires a session to upload', async () => {
    const response = await upload({}, 'logo.png', Buffer.from('x'));
    expect(response.statusCode).toBe(401);
  });
});

describe('generation checklist', () => {
  it('is computed from the profile, the analysis, the notes and the media of the month', async () => {
    t.clock.set('2026-03-10T10:00:00Z');
    const { headers } = await createUser(t.app);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/business-profile/checklist', headers })).json();
    const before = await read();
    expect(before).toMatchObject({ month: 3, year: 2026, is_complete: false });
    for (const [key, value] of Object.entries({
      business_name: 'Lemoine',
      business_type: 'Boulangerie',
      business_description: 'Pain au levain',
      target_audience: 'Familles du quartier',
    })) {
      await put(headers, { [key]: value });
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers,
      payload: { description: 'Pâques', content: 'Œufs en chocolat', note_month: 3, note_year: 2026 },
    });
    await uploadToMonth(t.app, headers, 'mars_2026');
    await uploadToMonth(t.app, headers, 'avril_2026');
    const after = await read();
    expect(after.items).toEqual([
      { key: 'profile', done: true, available: true, count: 4 },
      { key: 'analysis', done: false, available: true, count: 0 },
      { key: 'notes', done: true, available: true, count: 1 },
      { key: 'media', done: true, available: true, count: 1 },
    ]);
    const april = await t.app.inject({
      method: 'GET',
      url: '/api/business-profile/checklist?month=13',
      headers,
    });
    expect(april.statusCode).toBe(422);
    t.clock.set(new Date());
  });
});
