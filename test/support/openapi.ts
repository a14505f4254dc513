/**
 * The service's OpenAPI description (vendored at test/fixtures/openapi/openapi.json; OpenAPI 3.1, so JSON
 * Schema 2020-12) as ajv validators: a component schema by name, the response schema of an operation for
 * a status, and the operation a concrete request path belongs to. The one place tests check response
 * bodies against the description (the emulator's schema walk, the compatibility suite).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/** A response of the description: inline, or a `$ref` to `components/responses`. */
export type OpenApiResponse = { $ref?: string; content?: Record<string, { schema: unknown }> };
type Operation = { responses: Record<string, OpenApiResponse> };

const OPENAPI_PATH = new URL('../fixtures/openapi/openapi.json', import.meta.url);
export const openapi = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
  components: { schemas: Record<string, unknown>; responses: Record<string, OpenApiResponse> };
  paths: Record<string, Record<string, Operation>>;
};

export const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormatsModule as unknown as (a: Ajv2020) => void)(ajv);
ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
for (const format of ['int32', 'int64', 'double', 'float', 'nonce']) ajv.addFormat(format, true);
ajv.addSchema({ $id: 'openapi', components: openapi.components });
// The paths too, so that an operation's own response schema can be referenced by JSON pointer.
ajv.addSchema({ $id: 'openapi-paths', paths: openapi.paths, components: openapi.components });

const validators = new Map<string, ValidateFunction>();

function compiled(key: string, schema: () => object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema());
    validators.set(key, validate);
  }
  return validate;
}

/** A validator for `#/components/schemas/<name>`, optionally as an array of it. */
export function componentSchema(name: string, array = false): ValidateFunction {
  return compiled(`${name}${array ? '[]' : ''}`, () => {
    const ref = { $ref: `openapi#/components/schemas/${name}` };
    return array ? { type: 'array', items: ref } : ref;
  });
}

/**
 * The validator of an operation's JSON response for a status (the exact code, else its `4XX` entry):
 * `null` when the description gives no body (204). Throws when the operation has no such response.
 */
export function responseSchema(template: string, method: string, status: number): ValidateFunction | null {
  const responses = openapi.paths[template]?.[method]?.responses ?? {};
  const key = String(status) in responses ? String(status) : `${String(status)[0]}XX`;
  const response = responses[key];
  if (!response)
    throw new Error(`${method.toUpperCase()} ${template}: the description has no ${status} response`);
  const pointer = response.$ref
    ? `${response.$ref.slice(1)}`
    : `/paths/${template.replaceAll('/', '~1')}/${method}/responses/${key}`;
  const target = response.$ref
    ? openapi.components.responses[response.$ref.split('/').pop() ?? '']
    : response;
  if (!target?.content) return null;
  const ref = `openapi-paths#${encodeURI(`${pointer}/content/application~1json/schema`)}`;
  return compiled(ref, () => ({ $ref: ref }));
}

const templates = Object.keys(openapi.paths).map((template) => {
  const segments = template.split('/');
  return {
    template,
    regex: new RegExp(`^${segments.map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : escapeRegex(s))).join('/')}$`),
    literals: segments.filter((s) => !s.startsWith('{')).length,
  };
});

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The description's path template of a request path (`/api/v10` or `/api` prefix and query ignored), or
 * undefined when the description has no such operation. Literal segments win over parameters, so
 * `/users/@me` is not taken for `/users/{user_id}`.
 */
export function operationTemplate(method: string, path: string): string | undefined {
  const bare = path.split('?')[0]?.replace(/^\/api(\/v\d+)?(?=\/)/, '') ?? '';
  const verb = method.toLowerCase();
  const matches = templates.filter(
    ({ template, regex }) => regex.test(bare) && openapi.paths[template]?.[verb] !== undefined,
  );
  matches.sort((a, b) => b.literals - a.literals);
  return matches[0]?.template;
}

/** What a validator found wrong with its last input, in one line. */
export function schemaErrors(validate: ValidateFunction): string {
  return ajv.errorsText(validate.errors);
}

/**
 * The one documented difference between the description and the service: the description types a field
 * error's `code` (`errors...._errors[i].code`) as an integer, while the service sends strings such as
 * `BASE_TYPE_REQUIRED` (FACTS.md "Errors"). Returns a copy of an error body with those string codes
 * replaced by 0, and how many were replaced, so the rest of the body is still checked strictly: any
 * other mismatch, or a code that is not an upper-case name, stays visible.
 */
export function withIntegerFieldCodes(body: unknown): { body: unknown; replaced: number } {
  let replaced = 0;
  const walk = (node: unknown, key: string | undefined): unknown => {
    if (Array.isArray(node)) {
      if (key !== '_errors') return node.map((item) => walk(item, undefined));
      return node.map((item) => {
        if (typeof item !== 'object' || item === null) return item;
        const { code } = item as { code?: unknown };
        if (typeof code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(code)) return item;
        replaced++;
        return { ...item, code: 0 };
      });
    }
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
  };
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof body !== 'object' || body === null || errors === undefined) return { body, replaced };
  return { body: { ...body, errors: walk(errors, 'errors') }, replaced };
}
