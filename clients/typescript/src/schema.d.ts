/**
 * Generated from the service's OpenAPI document (/api/v1/openapi.json) by openapi-typescript.
 * Do not edit by hand: run `npm run client:generate` after changing a route's schema.
 * A test (clients/typescript/test/client-fresh.test.ts) fails while this file is out of date.
 */

export interface paths {
  '/api/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check: 200 when the database answers, 503 when it does not */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
              /** @enum {string} */
              database: 'ok';
              version: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{org_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up into an organization (open signup) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            username: string;
            password: string;
            first_name?: string;
            last_name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              user_uuid: string;
              email: string;
              username: string;
              first_name: string;
              last_name: string;
              email_verified: boolean;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/{org_id}/invite/{invite_code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up with an invite code (works for invite-only organizations) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          invite_code: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            username: string;
            password: string;
            first_name?: string;
            last_name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              user_uuid: string;
              email: string;
              username: string;
              first_name: string;
              last_name: string;
              email_verified: boolean;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user and their organizations */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              user_uuid: string;
              email: string;
              username: string;
              first_name: string;
              last_name: string;
              email_verified: boolean;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            } & {
              orgs: {
                org_id: number;
                org_uuid: string;
                name: string;
                slug: string;
                role: string;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Password login (form-encoded username = email, password) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            username: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** UserRead */
              user: {
                id: number;
                user_uuid: string;
                email: string;
                username: string;
                first_name: string;
                last_name: string;
                email_verified: boolean;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              };
              tokens: {
                access_token: string;
                refresh_token: string;
                /** @description Access token expiry, epoch milliseconds */
                expiry: number;
              };
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        423: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exchange a refresh token (cookie or Bearer) for a new token pair; the old one is spent */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** UserRead */
              user: {
                id: number;
                user_uuid: string;
                email: string;
                username: string;
                first_name: string;
                last_name: string;
                email_verified: boolean;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              };
              tokens: {
                access_token: string;
                refresh_token: string;
                /** @description Access token expiry, epoch milliseconds */
                expiry: number;
              };
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End every session of the signed-in user */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify an email address with the token from the verification mail */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
              /** UserRead */
              user: {
                id: number;
                user_uuid: string;
                email: string;
                username: string;
                first_name: string;
                last_name: string;
                email_verified: boolean;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              };
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/resend-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a new verification mail (the answer is the same whether or not the address exists) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/oauth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with an access token from a configured OpenID Connect provider */
    post: {
      parameters: {
        query?: {
          /** @description Join this organization (new accounts, and accounts not yet members) when its signup is open */
          org_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description A name from OIDC_PROVIDERS */
            provider: string;
            /** @description An access token the provider issued with the scopes 'openid email' */
            access_token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** UserRead */
              user: {
                id: number;
                user_uuid: string;
                email: string;
                username: string;
                first_name: string;
                last_name: string;
                email_verified: boolean;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              };
              tokens: {
                access_token: string;
                refresh_token: string;
                /** @description Access token expiry, epoch milliseconds */
                expiry: number;
              };
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an organization; the caller becomes its admin */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @description lowercase letters, digits and inner hyphens */
            slug: string;
            description?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              org_uuid: string;
              name: string;
              slug: string;
              description: string;
              signup_mechanism: string;
              plan: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An organization's public profile */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              org_uuid: string;
              name: string;
              slug: string;
              description: string;
              signup_mechanism: string;
              plan: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/slug/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An organization by slug */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              org_uuid: string;
              name: string;
              slug: string;
              description: string;
              signup_mechanism: string;
              plan: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Members and their roles (users:read) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                /** UserRead */
                user: {
                  id: number;
                  user_uuid: string;
                  email: string;
                  username: string;
                  first_name: string;
                  last_name: string;
                  email_verified: boolean;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  creation_date: string;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  update_date: string;
                };
                role: string;
                role_uuid: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                joined_date: string;
              }[];
              total: number;
              limit: number;
              offset: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/users/{user_id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a member's role (users:update; only admins grant or remove admin) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            role: 'admin' | 'maintainer' | 'instructor' | 'learner';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** UserRead */
              user: {
                id: number;
                user_uuid: string;
                email: string;
                username: string;
                first_name: string;
                last_name: string;
                email_verified: boolean;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              };
              role: string;
              role_uuid: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              joined_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/users/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member (users:delete), or leave the organization yourself */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/signup_mechanism': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Open signup or invite-only (users:update) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            signup_mechanism: 'open' | 'inviteOnly';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              org_uuid: string;
              name: string;
              slug: string;
              description: string;
              signup_mechanism: string;
              plan: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join an organization as a signed-in user (open signup or an invite code) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            invite_code?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** UserRead */
              user: {
                id: number;
                user_uuid: string;
                email: string;
                username: string;
                first_name: string;
                last_name: string;
                email_verified: boolean;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              };
              role: string;
              role_uuid: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              joined_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/invites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invite codes, newest first (users:create: the codes are credentials) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                invite_code_uuid: string;
                invite_code: string;
                org_id: number;
                emails: string[];
                role: string;
                uses: number;
                created_by_user_id: number | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                expiration_date: string;
              }[];
              total: number;
              limit: number;
              offset: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Create an invite code and mail it to each address (users:create) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Who may use the code (each is mailed it); empty = a shareable code anyone may use */
            emails: string[];
            /** @enum {string} */
            role?: 'admin' | 'maintainer' | 'instructor' | 'learner';
            /** @default 30 */
            expires_in_days?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              invite_code_uuid: string;
              invite_code: string;
              org_id: number;
              emails: string[];
              role: string;
              uses: number;
              created_by_user_id: number | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              expiration_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/invites/{invite_code_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an invite code (users:delete) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          invite_code_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/{org_slug}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a verified member account (users:create); without a password it cannot sign in with one */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_slug: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            username: string;
            password?: string;
            first_name?: string;
            last_name?: string;
            /**
             * @description The member role (default learner)
             * @default learner
             * @enum {string}
             */
            role?: 'admin' | 'maintainer' | 'instructor' | 'learner';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              user_uuid: string;
              email: string;
              username: string;
              first_name: string;
              last_name: string;
              email_verified: boolean;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/api-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's API tokens (never the tokens themselves) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token_uuid: string;
              org_id: number;
              name: string;
              description: string;
              /** @description The first characters of the token, to tell tokens apart */
              token_prefix: string;
              rights: {
                courses?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                assignments?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                usergroups?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                certifications?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                users?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                webhooks?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
              };
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              expires_at: string | null;
              last_used_at: string | null;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Create an API token; the token is in this response only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            description?: string;
            rights: {
              courses?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              assignments?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              usergroups?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              certifications?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              users?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              webhooks?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
            };
            /** @description ISO 8601 date-time; omitted or null = never expires */
            expires_at?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token_uuid: string;
              org_id: number;
              name: string;
              description: string;
              /** @description The first characters of the token, to tell tokens apart */
              token_prefix: string;
              rights: {
                courses?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                assignments?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                usergroups?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                certifications?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                users?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                webhooks?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
              };
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              expires_at: string | null;
              last_used_at: string | null;
            } & {
              /** @description The token itself: shown this once, never again */
              token: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/api-tokens/{token_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One API token */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          token_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token_uuid: string;
              org_id: number;
              name: string;
              description: string;
              /** @description The first characters of the token, to tell tokens apart */
              token_prefix: string;
              rights: {
                courses?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                assignments?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                usergroups?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                certifications?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                users?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                webhooks?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
              };
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              expires_at: string | null;
              last_used_at: string | null;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Change a token's name, description or rights */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          token_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string;
            rights?: {
              courses?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              assignments?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              usergroups?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              certifications?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              users?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
              webhooks?: {
                action_create?: boolean;
                action_read?: boolean;
                action_update?: boolean;
                action_delete?: boolean;
              };
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token_uuid: string;
              org_id: number;
              name: string;
              description: string;
              /** @description The first characters of the token, to tell tokens apart */
              token_prefix: string;
              rights: {
                courses?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                assignments?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                usergroups?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                certifications?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                users?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
                webhooks?: {
                  action_create?: boolean;
                  action_read?: boolean;
                  action_update?: boolean;
                  action_delete?: boolean;
                };
              };
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              expires_at: string | null;
              last_used_at: string | null;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Revoke a token (it stops working at once) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          token_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/{org_slug}/auth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Token swap: an API token obtains a one-hour JWT for a member of its organization */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_slug: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            user_id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access_token: string;
              /** @enum {string} */
              token_type: 'bearer';
              user_id: number;
              user_uuid: string;
              /** @description Expiry of the access token, epoch milliseconds */
              expiry: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/webhooks/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event catalogue: names, categories, descriptions and data schemas */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              events: {
                [key: string]: {
                  category: string;
                  description: string;
                  /** @description JSON Schema 2020-12 */
                  data_schema: {
                    [key: string]: unknown;
                  };
                };
              };
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's endpoints */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Register an endpoint; its signing secret is in this response only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description https:// URL of a publicly reachable receiver */
            url: string;
            /** @description Event names from the catalogue (GET …/webhooks/events) */
            events: string[];
            description?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            } & {
              /** @description whsec_…: the signing secret, shown in this response only (rotate it to get a new one) */
              secret: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One endpoint */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Change url, events, description or is_active; omitted fields stay */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description https:// URL of a publicly reachable receiver */
            url?: string;
            /** @description Event names from the catalogue (GET …/webhooks/events) */
            events?: string[];
            description?: string;
            is_active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete an endpoint with its pending deliveries and its log */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/regenerate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the signing secret; the old one stops signing at once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            } & {
              /** @description whsec_…: the signing secret, shown in this response only (rotate it to get a new one) */
              secret: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a ping delivery to this endpoint */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued: the attempt appears in the delivery log once made */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery_id: string;
              event: string;
              /** @enum {string} */
              status: 'pending';
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The most recent delivery attempts, newest first (limit 1–200, default 50) */
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              delivery_id: string;
              event: string;
              /** @description 1-based attempt number of this delivery */
              attempt: number;
              manual: boolean;
              success: boolean;
              response_status: number | null;
              /** @description The first 500 bytes of the answer, decoded leniently */
              response_body: string | null;
              error_message: string | null;
              duration_ms: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              created_at: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/webhooks/{webhook_uuid}/deliveries/{delivery_id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a finished delivery again: same delivery id, same bytes, logged as manual */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
          delivery_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued: the attempt appears in the delivery log once made */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery_id: string;
              event: string;
              /** @enum {string} */
              status: 'pending';
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/{org_id}/webhooks/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event catalogue: names, categories, descriptions and data schemas (short path form) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              events: {
                [key: string]: {
                  category: string;
                  description: string;
                  /** @description JSON Schema 2020-12 */
                  data_schema: {
                    [key: string]: unknown;
                  };
                };
              };
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/{org_id}/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's endpoints (short path form) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Register an endpoint; its signing secret is in this response only (short path form) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description https:// URL of a publicly reachable receiver */
            url: string;
            /** @description Event names from the catalogue (GET …/webhooks/events) */
            events: string[];
            description?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            } & {
              /** @description whsec_…: the signing secret, shown in this response only (rotate it to get a new one) */
              secret: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/{org_id}/webhooks/{webhook_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One endpoint (short path form) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Change url, events, description or is_active; omitted fields stay (short path form) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description https:// URL of a publicly reachable receiver */
            url?: string;
            /** @description Event names from the catalogue (GET …/webhooks/events) */
            events?: string[];
            description?: string;
            is_active?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete an endpoint with its pending deliveries and its log (short path form) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/{org_id}/webhooks/{webhook_uuid}/regenerate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the signing secret; the old one stops signing at once (short path form) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              webhook_uuid: string;
              org_id: number;
              url: string;
              description: string;
              events: string[];
              is_active: boolean;
              created_by_user_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            } & {
              /** @description whsec_…: the signing secret, shown in this response only (rotate it to get a new one) */
              secret: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/{org_id}/webhooks/{webhook_uuid}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queue a ping delivery to this endpoint (short path form) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued: the attempt appears in the delivery log once made */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery_id: string;
              event: string;
              /** @enum {string} */
              status: 'pending';
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/{org_id}/webhooks/{webhook_uuid}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The most recent delivery attempts, newest first (limit 1–200, default 50) (short path form) */
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              delivery_id: string;
              event: string;
              /** @description 1-based attempt number of this delivery */
              attempt: number;
              manual: boolean;
              success: boolean;
              response_status: number | null;
              /** @description The first 500 bytes of the answer, decoded leniently */
              response_body: string | null;
              error_message: string | null;
              duration_ms: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              created_at: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/{org_id}/webhooks/{webhook_uuid}/deliveries/{delivery_id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a finished delivery again: same delivery id, same bytes, logged as manual (short path form) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
          webhook_uuid: string;
          delivery_id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued: the attempt appears in the delivery log once made */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery_id: string;
              event: string;
              /** @enum {string} */
              status: 'pending';
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a course (multipart: name, description, about, public, thumbnail_type?, learnings?, tags? as JSON arrays, thumbnail? file) */
    post: {
      parameters: {
        query: {
          org_id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              course_uuid: string;
              org_id: number;
              name: string;
              description: string;
              about: string;
              public: boolean;
              published: boolean;
              thumbnail_type: string;
              /** @description Stored file name; GET /courses/{course_uuid}/thumbnail */
              thumbnail_image: string;
              /** @description Stored file name, empty when unused */
              thumbnail_video: string;
              learnings: string[];
              tags: string[];
              authors: {
                user: {
                  id: number;
                  user_uuid: string;
                  username: string;
                  first_name: string;
                  last_name: string;
                };
                /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
                authorship: string;
                /** @description ACTIVE, PENDING or INACTIVE */
                authorship_status: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/org_slug/{slug}/page/{page}/limit/{limit}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An organization's courses the caller may see, newest first (pages start at 1) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slug: string;
          page: number;
          limit: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                course_uuid: string;
                org_id: number;
                name: string;
                description: string;
                about: string;
                public: boolean;
                published: boolean;
                thumbnail_type: string;
                /** @description Stored file name; GET /courses/{course_uuid}/thumbnail */
                thumbnail_image: string;
                /** @description Stored file name, empty when unused */
                thumbnail_video: string;
                learnings: string[];
                tags: string[];
                authors: {
                  user: {
                    id: number;
                    user_uuid: string;
                    username: string;
                    first_name: string;
                    last_name: string;
                  };
                  /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
                  authorship: string;
                  /** @description ACTIVE, PENDING or INACTIVE */
                  authorship_status: string;
                }[];
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              total: number;
              page: number;
              limit: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One course */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              course_uuid: string;
              org_id: number;
              name: string;
              description: string;
              about: string;
              public: boolean;
              published: boolean;
              thumbnail_type: string;
              /** @description Stored file name; GET /courses/{course_uuid}/thumbnail */
              thumbnail_image: string;
              /** @description Stored file name, empty when unused */
              thumbnail_video: string;
              learnings: string[];
              tags: string[];
              authors: {
                user: {
                  id: number;
                  user_uuid: string;
                  username: string;
                  first_name: string;
                  last_name: string;
                };
                /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
                authorship: string;
                /** @description ACTIVE, PENDING or INACTIVE */
                authorship_status: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a course: any editable field, published, public (omitted fields stay) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string;
            about?: string;
            public?: boolean;
            published?: boolean;
            learnings?: string[];
            tags?: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              course_uuid: string;
              org_id: number;
              name: string;
              description: string;
              about: string;
              public: boolean;
              published: boolean;
              thumbnail_type: string;
              /** @description Stored file name; GET /courses/{course_uuid}/thumbnail */
              thumbnail_image: string;
              /** @description Stored file name, empty when unused */
              thumbnail_video: string;
              learnings: string[];
              tags: string[];
              authors: {
                user: {
                  id: number;
                  user_uuid: string;
                  username: string;
                  first_name: string;
                  last_name: string;
                };
                /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
                authorship: string;
                /** @description ACTIVE, PENDING or INACTIVE */
                authorship_status: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete a course with its chapters, activities, versions, blocks and files */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{course_uuid}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The course's thumbnail file */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    /** Replace the thumbnail (multipart: thumbnail file, thumbnail_type?) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              course_uuid: string;
              org_id: number;
              name: string;
              description: string;
              about: string;
              public: boolean;
              published: boolean;
              thumbnail_type: string;
              /** @description Stored file name; GET /courses/{course_uuid}/thumbnail */
              thumbnail_image: string;
              /** @description Stored file name, empty when unused */
              thumbnail_video: string;
              learnings: string[];
              tags: string[];
              authors: {
                user: {
                  id: number;
                  user_uuid: string;
                  username: string;
                  first_name: string;
                  last_name: string;
                };
                /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
                authorship: string;
                /** @description ACTIVE, PENDING or INACTIVE */
                authorship_status: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{course_uuid}/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The course tree: chapters and their activities in order */
    get: {
      parameters: {
        query?: {
          with_unpublished_activities?: boolean;
          slim?: boolean;
        };
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              course_uuid: string;
              org_id: number;
              name: string;
              description: string;
              about: string;
              public: boolean;
              published: boolean;
              thumbnail_type: string;
              /** @description Stored file name; GET /courses/{course_uuid}/thumbnail */
              thumbnail_image: string;
              /** @description Stored file name, empty when unused */
              thumbnail_video: string;
              learnings: string[];
              tags: string[];
              authors: {
                user: {
                  id: number;
                  user_uuid: string;
                  username: string;
                  first_name: string;
                  last_name: string;
                };
                /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
                authorship: string;
                /** @description ACTIVE, PENDING or INACTIVE */
                authorship_status: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            } & {
              chapters: {
                id: number;
                chapter_uuid: string;
                name: string;
                description: string;
                thumbnail_image: string;
                course_id: number;
                org_id: number;
                lock_type: string;
                /** @description The caller cannot open this chapter */
                is_locked: boolean;
                /** @description False after a reorder left it out of the course tree */
                is_linked: boolean;
                activities: {
                  id: number;
                  activity_uuid: string;
                  name: string;
                  activity_type: string;
                  activity_sub_type: string;
                  /** @description Absent in slim trees and for locked activities */
                  content?: {
                    [key: string]: unknown;
                  };
                  details?: {
                    [key: string]: unknown;
                  };
                  published: boolean;
                  lock_type: string;
                  /** @description The caller cannot open this activity */
                  is_locked: boolean;
                  version: number;
                  published_version: number | null;
                  org_id: number;
                  course_id: number;
                  /** @description Null while unlinked from every chapter */
                  chapter_id: number | null;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  creation_date: string;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  update_date: string;
                }[];
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/chapters/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a chapter at the end of its course */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            course_id: number;
            org_id: number;
            description?: string;
            thumbnail_image?: string;
            /** @enum {string} */
            lock_type?: 'public' | 'authenticated' | 'restricted';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              chapter_uuid: string;
              name: string;
              description: string;
              thumbnail_image: string;
              course_id: number;
              org_id: number;
              lock_type: string;
              /** @description The caller cannot open this chapter */
              is_locked: boolean;
              /** @description False after a reorder left it out of the course tree */
              is_linked: boolean;
              activities: {
                id: number;
                activity_uuid: string;
                name: string;
                activity_type: string;
                activity_sub_type: string;
                /** @description Absent in slim trees and for locked activities */
                content?: {
                  [key: string]: unknown;
                };
                details?: {
                  [key: string]: unknown;
                };
                published: boolean;
                lock_type: string;
                /** @description The caller cannot open this activity */
                is_locked: boolean;
                version: number;
                published_version: number | null;
                org_id: number;
                course_id: number;
                /** @description Null while unlinked from every chapter */
                chapter_id: number | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/chapters/{chapter_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One chapter with its activities (without their content) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          chapter_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              chapter_uuid: string;
              name: string;
              description: string;
              thumbnail_image: string;
              course_id: number;
              org_id: number;
              lock_type: string;
              /** @description The caller cannot open this chapter */
              is_locked: boolean;
              /** @description False after a reorder left it out of the course tree */
              is_linked: boolean;
              activities: {
                id: number;
                activity_uuid: string;
                name: string;
                activity_type: string;
                activity_sub_type: string;
                /** @description Absent in slim trees and for locked activities */
                content?: {
                  [key: string]: unknown;
                };
                details?: {
                  [key: string]: unknown;
                };
                published: boolean;
                lock_type: string;
                /** @description The caller cannot open this activity */
                is_locked: boolean;
                version: number;
                published_version: number | null;
                org_id: number;
                course_id: number;
                /** @description Null while unlinked from every chapter */
                chapter_id: number | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update a chapter (omitted fields stay) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          chapter_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string;
            thumbnail_image?: string;
            /** @enum {string} */
            lock_type?: 'public' | 'authenticated' | 'restricted';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              chapter_uuid: string;
              name: string;
              description: string;
              thumbnail_image: string;
              course_id: number;
              org_id: number;
              lock_type: string;
              /** @description The caller cannot open this chapter */
              is_locked: boolean;
              /** @description False after a reorder left it out of the course tree */
              is_linked: boolean;
              activities: {
                id: number;
                activity_uuid: string;
                name: string;
                activity_type: string;
                activity_sub_type: string;
                /** @description Absent in slim trees and for locked activities */
                content?: {
                  [key: string]: unknown;
                };
                details?: {
                  [key: string]: unknown;
                };
                published: boolean;
                lock_type: string;
                /** @description The caller cannot open this activity */
                is_locked: boolean;
                version: number;
                published_version: number | null;
                org_id: number;
                course_id: number;
                /** @description Null while unlinked from every chapter */
                chapter_id: number | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete a chapter and the activities placed in it */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          chapter_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/chapters/course/{course_uuid}/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Re-specify the whole tree; chapters and activities left out are unlinked, never deleted */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            chapter_order_by_ids: {
              chapter_id: number;
              activities_order_by_ids: {
                activity_id: number;
              }[];
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              course_uuid: string;
              org_id: number;
              name: string;
              description: string;
              about: string;
              public: boolean;
              published: boolean;
              thumbnail_type: string;
              /** @description Stored file name; GET /courses/{course_uuid}/thumbnail */
              thumbnail_image: string;
              /** @description Stored file name, empty when unused */
              thumbnail_video: string;
              learnings: string[];
              tags: string[];
              authors: {
                user: {
                  id: number;
                  user_uuid: string;
                  username: string;
                  first_name: string;
                  last_name: string;
                };
                /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
                authorship: string;
                /** @description ACTIVE, PENDING or INACTIVE */
                authorship_status: string;
              }[];
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            } & {
              chapters: {
                id: number;
                chapter_uuid: string;
                name: string;
                description: string;
                thumbnail_image: string;
                course_id: number;
                org_id: number;
                lock_type: string;
                /** @description The caller cannot open this chapter */
                is_locked: boolean;
                /** @description False after a reorder left it out of the course tree */
                is_linked: boolean;
                activities: {
                  id: number;
                  activity_uuid: string;
                  name: string;
                  activity_type: string;
                  activity_sub_type: string;
                  /** @description Absent in slim trees and for locked activities */
                  content?: {
                    [key: string]: unknown;
                  };
                  details?: {
                    [key: string]: unknown;
                  };
                  published: boolean;
                  lock_type: string;
                  /** @description The caller cannot open this activity */
                  is_locked: boolean;
                  version: number;
                  published_version: number | null;
                  org_id: number;
                  course_id: number;
                  /** @description Null while unlinked from every chapter */
                  chapter_id: number | null;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  creation_date: string;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  update_date: string;
                }[];
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{course_uuid}/contributors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The course's authors (whoever may read the course) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: number;
                user_uuid: string;
                username: string;
                first_name: string;
                last_name: string;
              };
              /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
              authorship: string;
              /** @description ACTIVE, PENDING or INACTIVE */
              authorship_status: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Add members as contributors, or change their authorship (courses:update); answers the authors */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            user_ids: number[];
            /**
             * @default CONTRIBUTOR
             * @enum {string}
             */
            authorship?: 'CONTRIBUTOR' | 'MAINTAINER' | 'REPORTER';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: number;
                user_uuid: string;
                username: string;
                first_name: string;
                last_name: string;
              };
              /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
              authorship: string;
              /** @description ACTIVE, PENDING or INACTIVE */
              authorship_status: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Remove authorships (?user_ids=1,2; courses:update); answers the remaining authors */
    delete: {
      parameters: {
        query: {
          user_ids: string;
        };
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user: {
                id: number;
                user_uuid: string;
                username: string;
                first_name: string;
                last_name: string;
              };
              /** @description CREATOR, CONTRIBUTOR, MAINTAINER or REPORTER */
              authorship: string;
              /** @description ACTIVE, PENDING or INACTIVE */
              authorship_status: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{course_uuid}/updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's announcements, newest first (whoever may read the course) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                courseupdate_uuid: string;
                course_uuid: string;
                title: string;
                content: string;
                /** @description Who posted it; null when an API token posted it or the account is gone */
                author: {
                  id: number;
                  user_uuid: string;
                  username: string;
                  first_name: string;
                  last_name: string;
                } | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              total: number;
              limit: number;
              offset: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Post an announcement to a course (courses:update) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            content: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              courseupdate_uuid: string;
              course_uuid: string;
              title: string;
              content: string;
              /** @description Who posted it; null when an API token posted it or the account is gone */
              author: {
                id: number;
                user_uuid: string;
                username: string;
                first_name: string;
                last_name: string;
              } | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{course_uuid}/updates/{courseupdate_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One announcement (whoever may read the course) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
          courseupdate_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              courseupdate_uuid: string;
              course_uuid: string;
              title: string;
              content: string;
              /** @description Who posted it; null when an API token posted it or the account is gone */
              author: {
                id: number;
                user_uuid: string;
                username: string;
                first_name: string;
                last_name: string;
              } | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Edit an announcement's title or content (courses:update; omitted fields stay) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
          courseupdate_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            content?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              courseupdate_uuid: string;
              course_uuid: string;
              title: string;
              content: string;
              /** @description Who posted it; null when an API token posted it or the account is gone */
              author: {
                id: number;
                user_uuid: string;
                username: string;
                first_name: string;
                last_name: string;
              } | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete an announcement (courses:update) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
          courseupdate_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an activity at the end of its chapter (content checked per sub-type) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            chapter_id: number;
            /**
             * @description Default TYPE_CUSTOM
             * @enum {string}
             */
            activity_type?:
              | 'TYPE_VIDEO'
              | 'TYPE_DOCUMENT'
              | 'TYPE_DYNAMIC'
              | 'TYPE_ASSIGNMENT'
              | 'TYPE_CUSTOM'
              | 'TYPE_SCORM';
            /**
             * @description Default SUBTYPE_CUSTOM; must belong to activity_type
             * @enum {string}
             */
            activity_sub_type?:
              | 'SUBTYPE_DYNAMIC_PAGE'
              | 'SUBTYPE_DYNAMIC_MARKDOWN'
              | 'SUBTYPE_DYNAMIC_EMBED'
              | 'SUBTYPE_VIDEO_EXTERNAL'
              | 'SUBTYPE_VIDEO_HOSTED'
              | 'SUBTYPE_DOCUMENT_PDF'
              | 'SUBTYPE_DOCUMENT_DOC'
              | 'SUBTYPE_ASSIGNMENT_ANY'
              | 'SUBTYPE_CUSTOM'
              | 'SUBTYPE_SCORM_12'
              | 'SUBTYPE_SCORM_2004';
            content?: {
              [key: string]: unknown;
            };
            details?: {
              [key: string]: unknown;
            };
            published?: boolean;
            /** @enum {string} */
            lock_type?: 'public' | 'authenticated' | 'restricted';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              activity_uuid: string;
              name: string;
              activity_type: string;
              activity_sub_type: string;
              /** @description Absent in slim trees and for locked activities */
              content?: {
                [key: string]: unknown;
              };
              details?: {
                [key: string]: unknown;
              };
              published: boolean;
              lock_type: string;
              /** @description The caller cannot open this activity */
              is_locked: boolean;
              version: number;
              published_version: number | null;
              org_id: number;
              course_id: number;
              /** @description Null while unlinked from every chapter */
              chapter_id: number | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a hosted video (mp4 or webm, judged by its bytes); created unpublished, whatever a `published` field says */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              activity_uuid: string;
              name: string;
              activity_type: string;
              activity_sub_type: string;
              /** @description Absent in slim trees and for locked activities */
              content?: {
                [key: string]: unknown;
              };
              details?: {
                [key: string]: unknown;
              };
              published: boolean;
              lock_type: string;
              /** @description The caller cannot open this activity */
              is_locked: boolean;
              version: number;
              published_version: number | null;
              org_id: number;
              course_id: number;
              /** @description Null while unlinked from every chapter */
              chapter_id: number | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/external_video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a YouTube or Vimeo video activity; created unpublished, whatever a `published` field says */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            uri: string;
            /** @enum {string} */
            type: 'youtube' | 'vimeo';
            chapter_id: number | string;
            /**
             * @description Player options: a JSON-encoded string (default "{}") or the object
             * @default {}
             */
            details?:
              | string
              | {
                  [key: string]: unknown;
                };
            /** @description Accepted and ignored: these creators always create unpublished [SPEC 3] */
            published?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              activity_uuid: string;
              name: string;
              activity_type: string;
              activity_sub_type: string;
              /** @description Absent in slim trees and for locked activities */
              content?: {
                [key: string]: unknown;
              };
              details?: {
                [key: string]: unknown;
              };
              published: boolean;
              lock_type: string;
              /** @description The caller cannot open this activity */
              is_locked: boolean;
              version: number;
              published_version: number | null;
              org_id: number;
              course_id: number;
              /** @description Null while unlinked from every chapter */
              chapter_id: number | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/documentpdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a PDF document (judged by its bytes); created unpublished, whatever a `published` field says */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              activity_uuid: string;
              name: string;
              activity_type: string;
              activity_sub_type: string;
              /** @description Absent in slim trees and for locked activities */
              content?: {
                [key: string]: unknown;
              };
              details?: {
                [key: string]: unknown;
              };
              published: boolean;
              lock_type: string;
              /** @description The caller cannot open this activity */
              is_locked: boolean;
              version: number;
              published_version: number | null;
              org_id: number;
              course_id: number;
              /** @description Null while unlinked from every chapter */
              chapter_id: number | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/{activity_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One activity with its content */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              activity_uuid: string;
              name: string;
              activity_type: string;
              activity_sub_type: string;
              /** @description Absent in slim trees and for locked activities */
              content?: {
                [key: string]: unknown;
              };
              details?: {
                [key: string]: unknown;
              };
              published: boolean;
              lock_type: string;
              /** @description The caller cannot open this activity */
              is_locked: boolean;
              version: number;
              published_version: number | null;
              org_id: number;
              course_id: number;
              /** @description Null while unlinked from every chapter */
              chapter_id: number | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update an activity (partial; type and sub-type cannot change; content changes are versioned) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            /** @enum {string} */
            activity_type?:
              | 'TYPE_VIDEO'
              | 'TYPE_DOCUMENT'
              | 'TYPE_DYNAMIC'
              | 'TYPE_ASSIGNMENT'
              | 'TYPE_CUSTOM'
              | 'TYPE_SCORM';
            /** @enum {string} */
            activity_sub_type?:
              | 'SUBTYPE_DYNAMIC_PAGE'
              | 'SUBTYPE_DYNAMIC_MARKDOWN'
              | 'SUBTYPE_DYNAMIC_EMBED'
              | 'SUBTYPE_VIDEO_EXTERNAL'
              | 'SUBTYPE_VIDEO_HOSTED'
              | 'SUBTYPE_DOCUMENT_PDF'
              | 'SUBTYPE_DOCUMENT_DOC'
              | 'SUBTYPE_ASSIGNMENT_ANY'
              | 'SUBTYPE_CUSTOM'
              | 'SUBTYPE_SCORM_12'
              | 'SUBTYPE_SCORM_2004';
            content?: {
              [key: string]: unknown;
            };
            details?: {
              [key: string]: unknown;
            };
            published?: boolean;
            /** @enum {string} */
            lock_type?: 'public' | 'authenticated' | 'restricted';
            /** @description The version the change is based on; a stale one is a 409 */
            version?: number;
            published_version?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              activity_uuid: string;
              name: string;
              activity_type: string;
              activity_sub_type: string;
              /** @description Absent in slim trees and for locked activities */
              content?: {
                [key: string]: unknown;
              };
              details?: {
                [key: string]: unknown;
              };
              published: boolean;
              lock_type: string;
              /** @description The caller cannot open this activity */
              is_locked: boolean;
              version: number;
              published_version: number | null;
              org_id: number;
              course_id: number;
              /** @description Null while unlinked from every chapter */
              chapter_id: number | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete an activity with its versions, blocks and files */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/{activity_uuid}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The uploaded file of a hosted video or PDF activity */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/{activity_uuid}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Saved versions of the content, newest first (the newest 20 are kept) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              version_number: number;
              created_by_user_id: number;
              creation_date: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/{activity_uuid}/versions/{version_number}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One saved version with its content */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
          version_number: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              version_number: number;
              created_by_user_id: number;
              creation_date: string;
            } & {
              content: {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/{activity_uuid}/versions/{version_number}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restore a saved version (the replaced content is saved as a version too) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
          version_number: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              activity_uuid: string;
              name: string;
              activity_type: string;
              activity_sub_type: string;
              /** @description Absent in slim trees and for locked activities */
              content?: {
                [key: string]: unknown;
              };
              details?: {
                [key: string]: unknown;
              };
              published: boolean;
              lock_type: string;
              /** @description The caller cannot open this activity */
              is_locked: boolean;
              version: number;
              published_version: number | null;
              org_id: number;
              course_id: number;
              /** @description Null while unlinked from every chapter */
              chapter_id: number | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/blocks/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a image block (multipart: file_object, activity_uuid; extensions jpg, jpeg, png, gif, webp); user session only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              block_uuid: string;
              /** @description BLOCK_IMAGE, BLOCK_VIDEO, BLOCK_DOCUMENT_PDF, BLOCK_AUDIO */
              block_type: string;
              content: {
                /** @description Opaque: a UUID, an underscore, the block uuid */
                file_id: string;
                file_format: string;
                file_name: string;
                file_size: number;
                file_type: string;
                activity_uuid: string;
              };
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/blocks/video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a video block (multipart: file_object, activity_uuid; extensions mp4, webm, ogg); user session only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              block_uuid: string;
              /** @description BLOCK_IMAGE, BLOCK_VIDEO, BLOCK_DOCUMENT_PDF, BLOCK_AUDIO */
              block_type: string;
              content: {
                /** @description Opaque: a UUID, an underscore, the block uuid */
                file_id: string;
                file_format: string;
                file_name: string;
                file_size: number;
                file_type: string;
                activity_uuid: string;
              };
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/blocks/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a pdf block (multipart: file_object, activity_uuid; extensions pdf); user session only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              block_uuid: string;
              /** @description BLOCK_IMAGE, BLOCK_VIDEO, BLOCK_DOCUMENT_PDF, BLOCK_AUDIO */
              block_type: string;
              content: {
                /** @description Opaque: a UUID, an underscore, the block uuid */
                file_id: string;
                file_format: string;
                file_name: string;
                file_size: number;
                file_type: string;
                activity_uuid: string;
              };
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/blocks/audio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a audio block (multipart: file_object, activity_uuid; extensions mp3, wav, ogg, m4a); user session only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              block_uuid: string;
              /** @description BLOCK_IMAGE, BLOCK_VIDEO, BLOCK_DOCUMENT_PDF, BLOCK_AUDIO */
              block_type: string;
              content: {
                /** @description Opaque: a UUID, an underscore, the block uuid */
                file_id: string;
                file_format: string;
                file_name: string;
                file_size: number;
                file_type: string;
                activity_uuid: string;
              };
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/blocks/{block_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One block record */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          block_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              block_uuid: string;
              /** @description BLOCK_IMAGE, BLOCK_VIDEO, BLOCK_DOCUMENT_PDF, BLOCK_AUDIO */
              block_type: string;
              content: {
                /** @description Opaque: a UUID, an underscore, the block uuid */
                file_id: string;
                file_format: string;
                file_name: string;
                file_size: number;
                file_type: string;
                activity_uuid: string;
              };
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a block and its file */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          block_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/blocks/{block_uuid}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The block's file */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          block_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an assignment on an assignment activity shell */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description: string;
            /** @description YYYY-MM-DD; the deadline is the end of that day, UTC; null or omitted = no deadline */
            due_date?: string | null;
            /** @enum {string} */
            grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
            org_id: number;
            course_id: number;
            chapter_id: number;
            activity_id: number;
            published?: boolean;
            auto_grading?: boolean;
            anti_copy_paste?: boolean;
            show_correct_answers?: boolean;
            allow_retries?: boolean;
            /** @description 0 = unlimited */
            max_retries?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_uuid: string;
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              title: string;
              description: string;
              /** @description YYYY-MM-DD, or null: no deadline */
              due_date: string | null;
              /** @enum {string} */
              grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
              published: boolean;
              auto_grading: boolean;
              anti_copy_paste: boolean;
              show_correct_answers: boolean;
              allow_retries: boolean;
              /** @description 0 = unlimited */
              max_retries: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One assignment */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_uuid: string;
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              title: string;
              description: string;
              /** @description YYYY-MM-DD, or null: no deadline */
              due_date: string | null;
              /** @enum {string} */
              grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
              published: boolean;
              auto_grading: boolean;
              anti_copy_paste: boolean;
              show_correct_answers: boolean;
              allow_retries: boolean;
              /** @description 0 = unlimited */
              max_retries: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Update an assignment (partial) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            description?: string;
            /** @description YYYY-MM-DD; the deadline is the end of that day, UTC; null or omitted = no deadline */
            due_date?: string | null;
            /** @enum {string} */
            grading_type?: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
            published?: boolean;
            auto_grading?: boolean;
            anti_copy_paste?: boolean;
            show_correct_answers?: boolean;
            allow_retries?: boolean;
            /** @description 0 = unlimited */
            max_retries?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_uuid: string;
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              title: string;
              description: string;
              /** @description YYYY-MM-DD, or null: no deadline */
              due_date: string | null;
              /** @enum {string} */
              grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
              published: boolean;
              auto_grading: boolean;
              anti_copy_paste: boolean;
              show_correct_answers: boolean;
              allow_retries: boolean;
              /** @description 0 = unlimited */
              max_retries: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete an assignment with its tasks, submissions and files */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/activity/{activity_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The assignment of an activity */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_uuid: string;
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              title: string;
              description: string;
              /** @description YYYY-MM-DD, or null: no deadline */
              due_date: string | null;
              /** @enum {string} */
              grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
              published: boolean;
              auto_grading: boolean;
              anti_copy_paste: boolean;
              show_correct_answers: boolean;
              allow_retries: boolean;
              /** @description 0 = unlimited */
              max_retries: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/course/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's assignments the caller may see */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_uuid: string;
              org_id: number;
              course_id: number;
              chapter_id: number | null;
              activity_id: number;
              title: string;
              description: string;
              /** @description YYYY-MM-DD, or null: no deadline */
              due_date: string | null;
              /** @enum {string} */
              grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
              published: boolean;
              auto_grading: boolean;
              anti_copy_paste: boolean;
              show_correct_answers: boolean;
              allow_retries: boolean;
              /** @description 0 = unlimited */
              max_retries: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The assignment's tasks (answer keys only for graders) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_task_uuid: string;
              assignment_uuid: string;
              title: string;
              description: string;
              hint: string;
              /** @enum {string} */
              assignment_type:
                | 'FILE_SUBMISSION'
                | 'QUIZ'
                | 'FORM'
                | 'CODE'
                | 'SHORT_ANSWER'
                | 'NUMBER_ANSWER'
                | 'OTHER'
                | 'CUSTOM';
              /** @description Per type (CONTRACT 6). Graders get it as stored (CUSTOM byte for byte); everyone else without the answer keys (assigned_right_answer, correctAnswer, correct_answers, correct_value, hidden test cases) until their submission is GRADED on an assignment with show_correct_answers */
              contents: {
                [key: string]: unknown;
              };
              max_grade_value: number;
              reference_file: string | null;
              /** @description The task's place in the assignment, from 0 */
              position: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Add a task (contents checked per type; CUSTOM kept byte for byte) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description: string;
            /** @description Required; an empty string for no hint */
            hint: string;
            /** @enum {string} */
            assignment_type:
              | 'FILE_SUBMISSION'
              | 'QUIZ'
              | 'FORM'
              | 'CODE'
              | 'SHORT_ANSWER'
              | 'NUMBER_ANSWER'
              | 'OTHER'
              | 'CUSTOM';
            /** @description Per type (CONTRACT 6); CUSTOM is stored and returned byte for byte */
            contents?: {
              [key: string]: unknown;
            };
            max_grade_value?: number;
            reference_file?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_task_uuid: string;
              assignment_uuid: string;
              title: string;
              description: string;
              hint: string;
              /** @enum {string} */
              assignment_type:
                | 'FILE_SUBMISSION'
                | 'QUIZ'
                | 'FORM'
                | 'CODE'
                | 'SHORT_ANSWER'
                | 'NUMBER_ANSWER'
                | 'OTHER'
                | 'CUSTOM';
              /** @description Per type (CONTRACT 6). Graders get it as stored (CUSTOM byte for byte); everyone else without the answer keys (assigned_right_answer, correctAnswer, correct_answers, correct_value, hidden test cases) until their submission is GRADED on an assignment with show_correct_answers */
              contents: {
                [key: string]: unknown;
              };
              max_grade_value: number;
              reference_file: string | null;
              /** @description The task's place in the assignment, from 0 */
              position: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/task/{assignment_task_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One task; graders get the stored contents unchanged */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_task_uuid: string;
              assignment_uuid: string;
              title: string;
              description: string;
              hint: string;
              /** @enum {string} */
              assignment_type:
                | 'FILE_SUBMISSION'
                | 'QUIZ'
                | 'FORM'
                | 'CODE'
                | 'SHORT_ANSWER'
                | 'NUMBER_ANSWER'
                | 'OTHER'
                | 'CUSTOM';
              /** @description Per type (CONTRACT 6). Graders get it as stored (CUSTOM byte for byte); everyone else without the answer keys (assigned_right_answer, correctAnswer, correct_answers, correct_value, hidden test cases) until their submission is GRADED on an assignment with show_correct_answers */
              contents: {
                [key: string]: unknown;
              };
              max_grade_value: number;
              reference_file: string | null;
              /** @description The task's place in the assignment, from 0 */
              position: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/task/{assignment_task_uuid}/ref_file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The task's uploaded reference file */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a task (partial) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            description?: string;
            hint?: string;
            /** @enum {string} */
            assignment_type?:
              | 'FILE_SUBMISSION'
              | 'QUIZ'
              | 'FORM'
              | 'CODE'
              | 'SHORT_ANSWER'
              | 'NUMBER_ANSWER'
              | 'OTHER'
              | 'CUSTOM';
            /** @description Per type (CONTRACT 6); CUSTOM is stored and returned byte for byte */
            contents?: {
              [key: string]: unknown;
            };
            max_grade_value?: number;
            reference_file?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_task_uuid: string;
              assignment_uuid: string;
              title: string;
              description: string;
              hint: string;
              /** @enum {string} */
              assignment_type:
                | 'FILE_SUBMISSION'
                | 'QUIZ'
                | 'FORM'
                | 'CODE'
                | 'SHORT_ANSWER'
                | 'NUMBER_ANSWER'
                | 'OTHER'
                | 'CUSTOM';
              /** @description Per type (CONTRACT 6). Graders get it as stored (CUSTOM byte for byte); everyone else without the answer keys (assigned_right_answer, correctAnswer, correct_answers, correct_value, hidden test cases) until their submission is GRADED on an assignment with show_correct_answers */
              contents: {
                [key: string]: unknown;
              };
              max_grade_value: number;
              reference_file: string | null;
              /** @description The task's place in the assignment, from 0 */
              position: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete a task with its answers */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/ref_file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a reference file (multipart field reference_file) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              assignment_task_uuid: string;
              assignment_uuid: string;
              title: string;
              description: string;
              hint: string;
              /** @enum {string} */
              assignment_type:
                | 'FILE_SUBMISSION'
                | 'QUIZ'
                | 'FORM'
                | 'CODE'
                | 'SHORT_ANSWER'
                | 'NUMBER_ANSWER'
                | 'OTHER'
                | 'CUSTOM';
              /** @description Per type (CONTRACT 6). Graders get it as stored (CUSTOM byte for byte); everyone else without the answer keys (assigned_right_answer, correctAnswer, correct_answers, correct_value, hidden test cases) until their submission is GRADED on an assignment with show_correct_answers */
              contents: {
                [key: string]: unknown;
              };
              max_grade_value: number;
              reference_file: string | null;
              /** @description The task's place in the assignment, from 0 */
              position: number;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/submissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every learner's current answer to a task (graders) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user_id: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              attempt_number: number;
              assignment_task_uuid: string;
              /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
              task_submission: unknown;
              /** @description Null until graded */
              grade: number | null;
              feedback: string;
              manually_graded: boolean;
              /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
              grading_note: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Save a learner's answer to a task (API tokens name the learner) */
    put: {
      parameters: {
        query?: {
          on_behalf_of_user_id?: number;
        };
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The learner's answer for this task */
            task_submission: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              submission_uuid: string;
              assignment_uuid: string;
              user_id: number;
              /** @description From 1; a retry starts the next attempt */
              attempt_number: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              grade: number | null;
              overall_feedback: string;
              submitted_at: string | null;
              graded_at: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              /** @description The answers given, in task order */
              tasks: {
                assignment_task_uuid: string;
                /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                task_submission: unknown;
                /** @description Null until graded */
                grade: number | null;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/file_submission': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload the file of a FILE_SUBMISSION answer (multipart field submission_file) */
    post: {
      parameters: {
        query?: {
          on_behalf_of_user_id?: number;
        };
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description <uuid>.<ext> */
              file_uuid: string;
              /** @description Bytes */
              file_size: number;
              /** @description The media type judged from the bytes */
              file_type: string;
              /** @description The answer to save for the task (PUT …/submissions) */
              task_submission: {
                file_uuid: string;
              };
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/submissions/user/{user_id}/files/{file_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A file a learner submitted */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
          user_id: number;
          file_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/submissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every learner's current submission (graders) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              submission_uuid: string;
              assignment_uuid: string;
              user_id: number;
              /** @description From 1; a retry starts the next attempt */
              attempt_number: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              grade: number | null;
              overall_feedback: string;
              submitted_at: string | null;
              graded_at: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              /** @description The answers given, in task order */
              tasks: {
                assignment_task_uuid: string;
                /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                task_submission: unknown;
                /** @description Null until graded */
                grade: number | null;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
            }[];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Submit the assignment (API tokens name the learner) */
    post: {
      parameters: {
        query?: {
          on_behalf_of_user_id?: number;
        };
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              submission_uuid: string;
              assignment_uuid: string;
              user_id: number;
              /** @description From 1; a retry starts the next attempt */
              attempt_number: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              grade: number | null;
              overall_feedback: string;
              submitted_at: string | null;
              graded_at: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              /** @description The answers given, in task order */
              tasks: {
                assignment_task_uuid: string;
                /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                task_submission: unknown;
                /** @description Null until graded */
                grade: number | null;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/submissions/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My current submission with my earlier attempts (user session only) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              submission_uuid: string;
              assignment_uuid: string;
              user_id: number;
              /** @description From 1; a retry starts the next attempt */
              attempt_number: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              grade: number | null;
              overall_feedback: string;
              submitted_at: string | null;
              graded_at: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              /** @description The answers given, in task order */
              tasks: {
                assignment_task_uuid: string;
                /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                task_submission: unknown;
                /** @description Null until graded */
                grade: number | null;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              /** @description Earlier attempts, oldest first */
              history: {
                submission_uuid: string;
                assignment_uuid: string;
                user_id: number;
                /** @description From 1; a retry starts the next attempt */
                attempt_number: number;
                /** @enum {string} */
                status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
                grade: number | null;
                overall_feedback: string;
                submitted_at: string | null;
                graded_at: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
                /** @description The answers given, in task order */
                tasks: {
                  assignment_task_uuid: string;
                  /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                  task_submission: unknown;
                  /** @description Null until graded */
                  grade: number | null;
                  feedback: string;
                  manually_graded: boolean;
                  /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                  grading_note: string | null;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  update_date: string;
                }[];
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/submissions/me/tasks/{assignment_task_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** My answer to one task (user session only) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user_id: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              attempt_number: number;
              assignment_task_uuid: string;
              /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
              task_submission: unknown;
              /** @description Null until graded */
              grade: number | null;
              feedback: string;
              manually_graded: boolean;
              /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
              grading_note: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/submissions/me/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a new attempt (user session only) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              submission_uuid: string;
              assignment_uuid: string;
              user_id: number;
              /** @description From 1; a retry starts the next attempt */
              attempt_number: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              grade: number | null;
              overall_feedback: string;
              submitted_at: string | null;
              graded_at: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              /** @description The answers given, in task order */
              tasks: {
                assignment_task_uuid: string;
                /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                task_submission: unknown;
                /** @description Null until graded */
                grade: number | null;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/submissions/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A learner's current submission with the earlier attempts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              submission_uuid: string;
              assignment_uuid: string;
              user_id: number;
              /** @description From 1; a retry starts the next attempt */
              attempt_number: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              grade: number | null;
              overall_feedback: string;
              submitted_at: string | null;
              graded_at: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              /** @description The answers given, in task order */
              tasks: {
                assignment_task_uuid: string;
                /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                task_submission: unknown;
                /** @description Null until graded */
                grade: number | null;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              /** @description Earlier attempts, oldest first */
              history: {
                submission_uuid: string;
                assignment_uuid: string;
                user_id: number;
                /** @description From 1; a retry starts the next attempt */
                attempt_number: number;
                /** @enum {string} */
                status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
                grade: number | null;
                overall_feedback: string;
                submitted_at: string | null;
                graded_at: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
                /** @description The answers given, in task order */
                tasks: {
                  assignment_task_uuid: string;
                  /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                  task_submission: unknown;
                  /** @description Null until graded */
                  grade: number | null;
                  feedback: string;
                  manually_graded: boolean;
                  /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                  grading_note: string | null;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  update_date: string;
                }[];
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Set grades, status and feedback by hand */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Clamped to 0..max_grade */
            grade?: number;
            /** @enum {string} */
            status?: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
            overall_feedback?: string;
            tasks?: {
              assignment_task_uuid: string;
              /** @description Clamped to 0..max_grade_value */
              grade: number;
              feedback?: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              grade: number;
              /** @description The sum of the tasks' max_grade_value */
              max_grade: number;
              /** @description 0–100, two decimals */
              percentage: number;
              display_grade: string;
              /** @enum {string} */
              letter_grade: 'A' | 'B' | 'C' | 'D' | 'F';
              passed: boolean;
              /** @description The pass mark, as a percentage */
              passing_threshold: number;
              /** @enum {string} */
              grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
              overall_feedback: string;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              attempt_number: number;
              tasks: {
                assignment_task_uuid: string;
                title: string;
                /** @enum {string} */
                assignment_type:
                  | 'FILE_SUBMISSION'
                  | 'QUIZ'
                  | 'FORM'
                  | 'CODE'
                  | 'SHORT_ANSWER'
                  | 'NUMBER_ANSWER'
                  | 'OTHER'
                  | 'CUSTOM';
                submitted: boolean;
                grade: number | null;
                max_grade: number;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Reject a submission: back to PENDING, answers kept (graders) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              submission_uuid: string;
              assignment_uuid: string;
              user_id: number;
              /** @description From 1; a retry starts the next attempt */
              attempt_number: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              grade: number | null;
              overall_feedback: string;
              submitted_at: string | null;
              graded_at: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
              /** @description The answers given, in task order */
              tasks: {
                assignment_task_uuid: string;
                /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                task_submission: unknown;
                /** @description Null until graded */
                grade: number | null;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              /** @description Earlier attempts, oldest first */
              history: {
                submission_uuid: string;
                assignment_uuid: string;
                user_id: number;
                /** @description From 1; a retry starts the next attempt */
                attempt_number: number;
                /** @enum {string} */
                status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
                grade: number | null;
                overall_feedback: string;
                submitted_at: string | null;
                graded_at: string | null;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
                /** @description The answers given, in task order */
                tasks: {
                  assignment_task_uuid: string;
                  /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
                  task_submission: unknown;
                  /** @description Null until graded */
                  grade: number | null;
                  feedback: string;
                  manually_graded: boolean;
                  /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                  grading_note: string | null;
                  /**
                   * @description UTC, YYYY-MM-DD HH:MM:SS
                   * @example 2026-11-21 09:30:00
                   */
                  update_date: string;
                }[];
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/submissions/user/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A learner's answer to a task */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          assignment_task_uuid: string;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user_id: number;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              attempt_number: number;
              assignment_task_uuid: string;
              /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
              task_submission: unknown;
              /** @description Null until graded */
              grade: number | null;
              feedback: string;
              manually_graded: boolean;
              /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
              grading_note: string | null;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/submissions/{user_id}/grade': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The grade object */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              grade: number;
              /** @description The sum of the tasks' max_grade_value */
              max_grade: number;
              /** @description 0–100, two decimals */
              percentage: number;
              display_grade: string;
              /** @enum {string} */
              letter_grade: 'A' | 'B' | 'C' | 'D' | 'F';
              passed: boolean;
              /** @description The pass mark, as a percentage */
              passing_threshold: number;
              /** @enum {string} */
              grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
              overall_feedback: string;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              attempt_number: number;
              tasks: {
                assignment_task_uuid: string;
                title: string;
                /** @enum {string} */
                assignment_type:
                  | 'FILE_SUBMISSION'
                  | 'QUIZ'
                  | 'FORM'
                  | 'CODE'
                  | 'SHORT_ANSWER'
                  | 'NUMBER_ANSWER'
                  | 'OTHER'
                  | 'CUSTOM';
                submitted: boolean;
                grade: number | null;
                max_grade: number;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Recompute the grade from the answers (auto-graded tasks re-verified) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            overall_feedback?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              grade: number;
              /** @description The sum of the tasks' max_grade_value */
              max_grade: number;
              /** @description 0–100, two decimals */
              percentage: number;
              display_grade: string;
              /** @enum {string} */
              letter_grade: 'A' | 'B' | 'C' | 'D' | 'F';
              passed: boolean;
              /** @description The pass mark, as a percentage */
              passing_threshold: number;
              /** @enum {string} */
              grading_type: 'ALPHABET' | 'NUMERIC' | 'PERCENTAGE' | 'PASS_FAIL' | 'GPA_SCALE';
              overall_feedback: string;
              /** @enum {string} */
              status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
              attempt_number: number;
              tasks: {
                assignment_task_uuid: string;
                title: string;
                /** @enum {string} */
                assignment_type:
                  | 'FILE_SUBMISSION'
                  | 'QUIZ'
                  | 'FORM'
                  | 'CODE'
                  | 'SHORT_ANSWER'
                  | 'NUMBER_ANSWER'
                  | 'OTHER'
                  | 'CUSTOM';
                submitted: boolean;
                grade: number | null;
                max_grade: number;
                feedback: string;
                manually_graded: boolean;
                /** @description Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language) */
                grading_note: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a course's certificate configuration (one per course) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            course_uuid: string;
            /** @description Caller-owned JSON object (certificate name, type, description, visual options, …), stored and returned byte for byte; at most 64 KiB */
            config: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              certification_uuid: string;
              course_uuid: string;
              /** @description The config as it was sent */
              config: {
                [key: string]: unknown;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certifications/course/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's certificate configuration, for whoever may read the course */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              certification_uuid: string;
              course_uuid: string;
              /** @description The config as it was sent */
              config: {
                [key: string]: unknown;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certifications/{certification_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace the configuration; certificates already issued are unchanged */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          certification_uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Caller-owned JSON object (certificate name, type, description, visual options, …), stored and returned byte for byte; at most 64 KiB */
            config: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              certification_uuid: string;
              course_uuid: string;
              /** @description The config as it was sent */
              config: {
                [key: string]: unknown;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete the configuration; certificates already issued stay valid and verifiable */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          certification_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certifications/user/course/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's valid certificate of a course, issued now when they completed the course */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user_certification_uuid: string;
              user: {
                user_uuid: string;
                username: string;
              };
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              issue_date: string;
              /** @description False once the certificate was revoked */
              valid: boolean;
            } & {
              /** @description The course's certificate configuration; null once it was deleted */
              config: {
                [key: string]: unknown;
              } | null;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certifications/certificate/{user_certification_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Verify a certificate (no authentication) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          user_certification_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              user_certification_uuid: string;
              user: {
                user_uuid: string;
                username: string;
              };
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              issue_date: string;
              /** @description False once the certificate was revoked */
              valid: boolean;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trail/add_course/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enrol in a course (session only); 400 when already enrolled */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              enrollment_date: string;
              status: 'in_progress' | 'completed';
              activities_done: number;
              activities_total: number;
              /** @description 0–100, two decimals */
              percentage: number;
              completed: boolean;
              steps: {
                activity_uuid: string;
                complete: boolean;
                completion_date: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trail/remove_course/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Leave a course (session only); progress is kept for a later return */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trail/add_activity/{activity_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark an activity done (session only; idempotent; enrols when needed) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              enrollment_date: string;
              status: 'in_progress' | 'completed';
              activities_done: number;
              activities_total: number;
              /** @description 0–100, two decimals */
              percentage: number;
              completed: boolean;
              steps: {
                activity_uuid: string;
                complete: boolean;
                completion_date: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trail/remove_activity/{activity_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Mark an activity not done (session only; idempotent) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              enrollment_date: string;
              status: 'in_progress' | 'completed';
              activities_done: number;
              activities_total: number;
              /** @description 0–100, two decimals */
              percentage: number;
              completed: boolean;
              steps: {
                activity_uuid: string;
                complete: boolean;
                completion_date: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trail/org/{org_id}/trail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's runs through the organization's courses (session only) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              runs: {
                course: {
                  course_uuid: string;
                  name: string;
                };
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                enrollment_date: string;
                status: 'in_progress' | 'completed';
                activities_done: number;
                activities_total: number;
                /** @description 0–100, two decimals */
                percentage: number;
                completed: boolean;
                steps: {
                  activity_uuid: string;
                  complete: boolean;
                  completion_date: string | null;
                }[];
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/{org_slug}/enrollments/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enrol many learners in a course (users:create); answers per learner */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_slug: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            course_uuid: string;
            user_ids: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              results: {
                user_id: number;
                status: 'enrolled' | 'already_enrolled' | 'not_found' | 'not_member';
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/{org_slug}/enrollments/{user_id}/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enrol a learner in a course (users:create) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_slug: string;
          user_id: number;
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              enrollment_date: string;
              status: 'in_progress' | 'completed';
              activities_done: number;
              activities_total: number;
              /** @description 0–100, two decimals */
              percentage: number;
              completed: boolean;
              steps: {
                activity_uuid: string;
                complete: boolean;
                completion_date: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Unenrol a learner (users:delete); progress is kept */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_slug: string;
          user_id: number;
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/{org_slug}/progress/{user_id}/activities/{activity_uuid}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark an activity done for a learner (users:update; enrols when needed) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_slug: string;
          user_id: number;
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              enrollment_date: string;
              status: 'in_progress' | 'completed';
              activities_done: number;
              activities_total: number;
              /** @description 0–100, two decimals */
              percentage: number;
              completed: boolean;
              steps: {
                activity_uuid: string;
                complete: boolean;
                completion_date: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Mark an activity not done for a learner (users:update) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_slug: string;
          user_id: number;
          activity_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              enrollment_date: string;
              status: 'in_progress' | 'completed';
              activities_done: number;
              activities_total: number;
              /** @description 0–100, two decimals */
              percentage: number;
              completed: boolean;
              steps: {
                activity_uuid: string;
                complete: boolean;
                completion_date: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/{org_slug}/progress/{user_id}/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A learner's run through a course (users:read); 404 when not enrolled */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          org_slug: string;
          user_id: number;
          course_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              enrollment_date: string;
              status: 'in_progress' | 'completed';
              activities_done: number;
              activities_total: number;
              /** @description 0–100, two decimals */
              percentage: number;
              completed: boolean;
              steps: {
                activity_uuid: string;
                complete: boolean;
                completion_date: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{assignment_uuid}/submissions/{user_id}/done': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark an assignment's activity done for an enrolled learner (graders, session only) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          assignment_uuid: string;
          user_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              course: {
                course_uuid: string;
                name: string;
              };
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              enrollment_date: string;
              status: 'in_progress' | 'completed';
              activities_done: number;
              activities_total: number;
              /** @description 0–100, two decimals */
              percentage: number;
              completed: boolean;
              steps: {
                activity_uuid: string;
                complete: boolean;
                completion_date: string | null;
              }[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a user group in an organization */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            description?: string;
            org_id: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              usergroup_uuid: string;
              org_id: number;
              name: string;
              description: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/org/{org_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's user groups, oldest first */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path: {
          org_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                usergroup_uuid: string;
                org_id: number;
                name: string;
                description: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              total: number;
              limit: number;
              offset: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/{usergroup_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user group */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              usergroup_uuid: string;
              org_id: number;
              name: string;
              description: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Rename a group or change its description; omitted fields stay */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              usergroup_uuid: string;
              org_id: number;
              name: string;
              description: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              creation_date: string;
              /**
               * @description UTC, YYYY-MM-DD HH:MM:SS
               * @example 2026-11-21 09:30:00
               */
              update_date: string;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Delete a group with its memberships and links */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/{usergroup_id}/add_users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add members of the organization to the group (?user_ids=1,2); all or nothing */
    post: {
      parameters: {
        query?: {
          user_ids?: string;
        };
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              usergroup_id: number;
              usergroup_uuid: string;
              /** @description Added (or removed) by this call, in the order given */
              changed: number[];
              /** @description Already members or links (or already absent): no-ops */
              unchanged: number[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/{usergroup_id}/remove_users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove users from the group (?user_ids=1,2); all or nothing */
    delete: {
      parameters: {
        query?: {
          user_ids?: string;
        };
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              usergroup_id: number;
              usergroup_uuid: string;
              /** @description Added (or removed) by this call, in the order given */
              changed: number[];
              /** @description Already members or links (or already absent): no-ops */
              unchanged: number[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/{usergroup_id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The group's members, in the order they were added */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                user_id: number;
                user_uuid: string;
                username: string;
                first_name: string;
                last_name: string;
                email: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
              }[];
              total: number;
              limit: number;
              offset: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/{usergroup_id}/add_resources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Link courses, chapters or activities of the organization to the group; all or nothing */
    post: {
      parameters: {
        query?: {
          resource_uuids?: string;
        };
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              usergroup_id: number;
              usergroup_uuid: string;
              /** @description Added (or removed) by this call, in the order given */
              changed: string[];
              /** @description Already members or links (or already absent): no-ops */
              unchanged: string[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/{usergroup_id}/remove_resources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Unlink courses, chapters or activities from the group; all or nothing */
    delete: {
      parameters: {
        query?: {
          resource_uuids?: string;
        };
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              usergroup_id: number;
              usergroup_uuid: string;
              /** @description Added (or removed) by this call, in the order given */
              changed: string[];
              /** @description Already members or links (or already absent): no-ops */
              unchanged: string[];
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/{usergroup_id}/resources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The courses, chapters and activities linked to the group, with their kind */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path: {
          usergroup_id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                resource_uuid: string;
                /** @enum {string} */
                kind: 'course' | 'chapter' | 'activity';
                /** @description The name of the course, chapter or activity */
                name: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
              }[];
              total: number;
              limit: number;
              offset: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usergroups/resource/{resource_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The groups linked directly to a course, chapter or activity */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path: {
          resource_uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: number;
                usergroup_uuid: string;
                org_id: number;
                name: string;
                description: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                creation_date: string;
                /**
                 * @description UTC, YYYY-MM-DD HH:MM:SS
                 * @example 2026-11-21 09:30:00
                 */
                update_date: string;
              }[];
              total: number;
              limit: number;
              offset: number;
            };
          };
        };
        /** @description Every error [CONTRACT 2] */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Every error [CONTRACT 2] */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Every error [CONTRACT 2] */
    Error: {
      detail:
        | string
        | {
            loc: (string | number)[];
            msg: string;
            type: string;
          }[];
      code: string;
      request_id?: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
