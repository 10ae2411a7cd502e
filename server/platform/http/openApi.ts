import swagger from '@fastify/swagger';
import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SESSION_TOKEN_KEY } from '../../../shared/constants';
import type { UserType } from '../../../shared/roles';
import type { RouteAccess } from '../auth/context';
import { allowedTypes } from '../auth/plugin';
import { ErrorAnswer, MessageAnswer } from './schemas';

/** Where the interactive reference is served, and the document it reads. */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

type RequestInterceptor = NonNullable<NonNullable<FastifySwaggerUiOptions['uiConfig']>['requestInterceptor']>;

/** Who may read the API's description: anyone in development, signed-in staff in production. */
export type ApiDocsAccess = 'public' | 'staff';

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/**
 * Every API route declares its answers: a route without a response schema stops the start (its
 * answer would be hand-built, unchecked and undocumented). Errors share one schema unless declared.
 */
export function requireAnswers(route: RouteOptions): void {
  if (!isApiRoute(route.url) || route.url === OPENAPI_PATH) return;
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response) throw new Error(`${String(route.method)} ${route.url} declares no response schema`);
  response['4xx'] ??= ErrorAnswer;
  response['5xx'] ??= MessageAnswer;
}

/**
 * The reference page sends the session the app keeps in this browser, so staff who are signed in read
 * the document in production (the page itself holds nothing). Serialized into the page's script.
 */
export const withSessionToken = new Function(
  'request',
  `const token = window.localStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEY)});
   if (token) request.headers.Authorization = 'Bearer ' + token;
   return request;`,
) as RequestInterceptor;

/** An operation's `x-access`: who may call it, as declared and as the user types it resolves to. */
export type AccessExtension =
  | { public: true }
  | { signedIn: true; userTypes: readonly UserType[] }
  | { resource: string; action: string; userTypes: readonly UserType[] };

export function accessExtension(access: RouteAccess): AccessExtension {
  if ('public' in access) return { public: true };
  if ('signedIn' in access) return { signedIn: true, userTypes: allowedTypes(access) };
  return { resource: access.resource, action: access.action, userTypes: allowedTypes(access) };
}

/** The OpenAPI 3.1 document generated from the routes' schemas, and its reference page. */
export async function registerOpenApi(app: FastifyInstance, access: ApiDocsAccess): Promise<void> {
  const documentAccess: RouteAccess =
    access === 'public' ? { public: true } : { resource: 'api-docs', action: 'read' };
  app.addHook('onRoute', requireAnswers);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DRM back-office API',
        version: '1',
        description:
          'The API of the DRM back-office. Every call but sign-in and password links needs a bearer token from POST /api/user/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Only the API: not the browser app's files, the development stand-ins or the reference itself.
    // Each operation says who may call it (x-access), so an integrator need not try.
    transform: ({ schema, url, route }) => {
      const access = route.config?.access;
      return {
        schema: {
          ...schema,
          hide: schema?.hide ?? !isApiRoute(url),
          ...(access && { 'x-access': accessExtension(access) }),
        },
        url,
      };
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { access: documentAccess } }, async () =>
    app.swagger(),
  );
  await app.register(async (docs) => {
    // Its routes are the plugin's own: the page and its files are public, the document is not.
    docs.decorate('routeAccessFor', (url: string) =>
      /\/(json|yaml)$/.test(url) ? documentAccess : { public: true },
    );
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { requestInterceptor: withSessionToken, deepLinking: true },
      staticCSP: false,
    });
  });
}
