import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { SINGLE_LINE, SINGLE_LINE_FORMAT } from './schemas';

type Schema = Record<string, unknown>;

/**
 * The schema with every object closed: a field the answer carries but the schema does not declare
 * would be dropped silently by the serializer, so in the check it is an error instead.
 */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties` maps names to schemas: close each, never the map itself.
    copy[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([name, inner]) => [name, closed(inner)]))
        : closed(value);
  }
  if (copy.type === 'object' && copy.properties && !('additionalProperties' in copy)) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** The schema declared for a status: the exact code, then its class ('4xx'), then 'default'. */
function schemaFor(response: Schema, status: number): Schema | undefined {
  return (response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default) as
    Schema | undefined;
}

/**
 * For tests: every JSON answer must match its route's response schema exactly, as the wire will carry
 * it (dates as ISO text), with no field the schema leaves out; a mismatch fails the call with 500 and
 * names the route and the fields. Production relies on the serializer's whitelist alone.
 */
export function registerAnswerCheck(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  ajv.addFormat(SINGLE_LINE_FORMAT, SINGLE_LINE);
  const compiled = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(closed(schema) as Schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  app.addHook('preSerialization', async (request, reply, payload) => {
    const response = request.routeOptions.schema?.response as Schema | undefined;
    if (!response || !request.url.startsWith('/api/')) return payload;
    const schema = schemaFor(response, reply.statusCode);
    if (!schema) {
      throw new Error(
        `${request.method} ${request.routeOptions.url} declares no answer for ${reply.statusCode}`,
      );
    }
    const validate = validatorOf(schema);
    if (!validate(JSON.parse(JSON.stringify(payload)))) {
      const problems = validate.errors?.map(
        (error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
      );
      const message = `${request.method} ${request.routeOptions.url} answered ${reply.statusCode} outside its schema: ${problems?.join('; ')}`;
      // The 500 hides it from the caller; the test's output shows it.
      process.stderr.write(`${message}\n`);
      throw new Error(message);
    }
    return payload;
  });
}
