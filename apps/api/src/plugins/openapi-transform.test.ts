import { describe, expect, it } from 'vitest';
import { splitOptionalParameterPaths } from './openapi-transform';

const idParameter = { in: 'path', name: 'id', required: true, schema: { type: 'string' } };

describe('splitOptionalParameterPaths', () => {
  it('turns a trailing optional parameter into a path without it and a path with it', () => {
    const document = {
      paths: {
        '/api/notes': { post: { summary: 'Créer' } },
        '/api/notes/{id}?': { put: { summary: 'Modifier', parameters: [idParameter] } },
      },
    };
    expect(splitOptionalParameterPaths(document).paths).toEqual({
      '/api/notes': { post: { summary: 'Créer' }, put: { summary: 'Modifier', parameters: [] } },
      '/api/notes/{id}': { put: { summary: 'Modifier', parameters: [idParameter] } },
    });
  });

  it('leaves other paths untouched', () => {
    const document = { paths: { '/api/content/{id}/file': { get: { parameters: [idParameter] } } } };
    expect(splitOptionalParameterPaths(document)).toEqual(document);
  });
});
