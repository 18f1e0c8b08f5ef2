// One check for every route: text holding NUL (which PostgreSQL cannot
// store, and no form field needs) is refused before validation with a 400
// field error, the same on SQLite and PostgreSQL, instead of a 500 from the
// database. Body, query string and route parameters are all checked. A route
// names its fields for the error with config.fieldNames (a path such as
// 'criteria.0' → 'name'); otherwise the field is the top-level key. Routes
// that read no input (the static files, which answer 404 for any odd path)
// opt out with config.textCheck = false.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';
import { INVALID_CHARACTERS, hasInvalidCharacters } from '../../contract/text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Field names for field errors, by path in the body ('criteria.0' → 'name'). */
    fieldNames?: Readonly<Record<string, string>>;
    /** false: this route reads no text input (static files), so it is not checked. */
    textCheck?: boolean;
  }
}

/** Paths (keys and indexes) to every string in value holding an invalid character, keys included. */
export function invalidTextPaths(value: unknown, path: string[] = [], found: string[][] = [], depth = 0): string[][] {
  if (depth > 32 || found.length >= 20) return found;
  if (typeof value === 'string') {
    if (hasInvalidCharacters(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => invalidTextPaths(v, [...path, String(i)], found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = k.replace(/\u0000/g, '');
      if (hasInvalidCharacters(k)) found.push([...path, key]);
      else invalidTextPaths(v, [...path, key], found, depth + 1);
    }
  }
  return found;
}

export default fp(async function textInput(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.textCheck === false) return;
    const paths = [...invalidTextPaths(req.body), ...invalidTextPaths(req.query), ...invalidTextPaths(req.params)];
    if (paths.length === 0) return;
    const names = req.routeOptions.config?.fieldNames ?? {};
    const fields: Record<string, string> = {};
    for (const p of paths) fields[names[p.join('.')] ?? p[0] ?? 'body'] = INVALID_CHARACTERS;
    throw new HttpError(400, INVALID_CHARACTERS, `These fields hold a character that is not allowed (NUL): ${Object.keys(fields).join(', ')}.`, { fields });
  });
});
