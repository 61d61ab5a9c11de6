import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const note = {
  description: 'Soldes',
  content: '-20 % sur les tartes',
  priority: 'high',
  note_month: 7,
  note_year: 2026,
};
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = {},
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

describe('notes', () => {
  it('creates, lists, edits and deletes a note', async () => {
    const { headers } = await createUser(t.app);
    const created = await call('POST', '/api/notes', headers, note);
    expect(created.statusCode).toBe(201);
    const id = created.json().note.note_id;
    expect(created.json().note).toMatchObject({ title: 'Soldes', priority: 'high', note_month: 7 });

    const edited = await call('PUT', `/api/notes/${id}`, headers, { ...note, is_monthly_note: true });
    expect(edited.json().note).toMatchObject({ is_monthly_note: true, note_month: null, note_year: null });

    const list = await call('GET', '/api/notes', headers);
    expect(list.json().notes.map((n: { note_id: string }) => n.note_id)).toEqual([id]);

    expect((await call('DELETE', `/api/notes/${id}`, headers)).json()).toEqual({
      success: true,
      note_id: id,
    });
    expect((await call('GET', '/api/notes', headers)).json().notes).toEqual([]);
  });

  it('defaults the priority to normal and clears month and year of a monthly note', async () => {
    const { headers } = await createUser(t.app);
    const created = await call('POST', '/api/notes', headers, {
      description: 'Horaires',
      content: 'Ouvert le dimanche matin',
      is_monthly_note: true,
      note_month: 3,
      note_year: 2026,
    });
    expect(created.json().note).toMatchObject({ priority: 'normal', note_month: null, note_year: null });
  });

  it('answers the spec messages for a missing title, content, month and id', async () => {
    const { headers } = await createUser(t.app);
    const noTitle = await call('POST', '/api/notes', headers, { ...note, description: '  ' });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().detail).toContain('Veuillez saisir un titre pour la note');
    const noContent = await call('POST', '/api/notes', headers, { ...note, content: '' });
    expect(noContent.json().detail).toContain('Veuillez saisir le contenu de la note');
    const noMonth = await call('POST', '/api/notes', headers, { ...note, note_month: null });
    expect(noMonth.json().detail).toContain('Veuillez choisir le mois de la note');
    const badPriority = await call('POST', '/api/notes', headers, { ...note, priority: 'urgent' });
    expect(badPriority.json().detail).toContain('low, normal, high');
    const noId = await call('DELETE', '/api/notes', headers);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().detail).toBe('ID de note manquant');
    expect((await call('PUT', '/api/notes/', headers, note)).json().detail).toBe('ID de note manquant');
  });

  it("answers 404 for another user's note and for an unknown id", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const id = (await call('POST', '/api/notes', owner.headers, note)).json().note.note_id;
    expect((await call('PUT', `/api/notes/${id}`, other.headers, note)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notes/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/notes/pas-un-uuid', other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/notes', other.headers)).json().notes).toEqual([]);
    expect((await call('GET', '/api/notes', owner.headers)).json().notes).toHaveLength(1);
  });

  it('requires a session', async () => {
    expect((await call('GET', '/api/notes')).statusCode).toBe(401);
    expect((await call('POST', '/api/notes', {}, note)).statusCode).toBe(401);
    expect((await call('PUT', '/api/notes/x', {}, note)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/notes/x')).statusCode).toBe(401);
  });
});
