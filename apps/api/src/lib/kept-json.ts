import type { FastifyReply } from 'fastify';
import { bodyEtag } from './etag';

// The JSON text and ETag of an answer object, kept as long as the object itself is (a WeakMap: nothing outlives it).
const kept = new WeakMap<object, { body: string; etag: string }>();

/**
 * Sends `value` as the route's 200 answer, serialised by the route's own serialiser. An object kept in memory
 * between calls (lib/owner-reads.ts: the library page, the notes) is serialised and hashed once, not on every
 * call; the compression hook then keeps its compressed copies by that ETag. A fresh object each call (on
 * PostgreSQL) costs what a plain answer does.
 */
export function sendKeptJson(reply: FastifyReply, value: object): FastifyReply {
  let entry = kept.get(value);
  if (!entry) {
    // The route's serialisers write strings (fast-json-stringify, or zod's JSON.stringify).
    const body = String(reply.serialize(value));
    entry = { body, etag: bodyEtag(body) };
    kept.set(value, entry);
  }
  return sendJsonText(reply, entry);
}

/**
 * Sends JSON text already written for the route's 200 answer, with its ETag computed once: Fastify sends a string
 * with a JSON type as it is (ADR 0013), and the compression hook keeps the ETag it finds.
 */
export function sendJsonText(reply: FastifyReply, answer: { body: string; etag: string }): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .header('etag', answer.etag)
    .send(answer.body as never);
}
