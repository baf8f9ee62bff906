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
    get: operations['getHealth'];
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
    post: operations['signUp'];
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
    post: operations['signUpWithInvite'];
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
    get: operations['getCurrentUser'];
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
    post: operations['logIn'];
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
    get: operations['refreshTokens'];
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
    delete: operations['logOut'];
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
    post: operations['verifyEmail'];
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
    post: operations['resendVerificationEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The OpenID Connect providers users may sign in with (no authentication) */
    get: operations['listOidcProviders'];
    put?: never;
    post?: never;
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
    post: operations['signInWithOidcToken'];
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
    post: operations['createOrganization'];
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
    get: operations['getOrganization'];
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
    get: operations['getOrganizationBySlug'];
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
    get: operations['listOrganizationMembers'];
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
    put: operations['updateMemberRole'];
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
    delete: operations['removeOrganizationMember'];
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
    put: operations['updateSignupMechanism'];
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
    post: operations['joinOrganization'];
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
    get: operations['listInvites'];
    put?: never;
    /** Create an invite code and mail it to each address (users:create) */
    post: operations['createInvites'];
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
    delete: operations['deleteInvite'];
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
    post: operations['provisionMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's settings (admins and maintainers; API tokens refused) */
    get: operations['getOrganizationConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/config/ai': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Switch AI generation and the copilot (admins; org_ai_config_changed when a value changes) */
    put: operations['updateOrganizationAiConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/config/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Switch payments (admins; org_payments_config_changed when the value changes) */
    put: operations['updateOrganizationPaymentsConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/config/features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Switch families off or on (admins; partial) */
    put: operations['updateOrganizationFeatures'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/internal/packs/{org_id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Billing system: activate the pack of a subscription (idempotent; pack_activated on every move to active) */
    post: operations['activatePack'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/internal/packs/{org_id}/mark-canceling': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Billing system: the subscription ends at the end of its period (the pack stays active; no event) */
    post: operations['markPackCanceling'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/internal/packs/{org_id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Billing system: cancel the pack of a subscription (idempotent; pack_deactivated when it was active) */
    post: operations['deactivatePack'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/orgs/{org_id}/packs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's active packs, the catalogue and the totals (admins; API tokens refused) */
    get: operations['getOrganizationPacks'];
    put?: never;
    post?: never;
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
    get: operations['listApiTokens'];
    put?: never;
    /** Create an API token; the token is in this response only */
    post: operations['createApiToken'];
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
    get: operations['getApiToken'];
    /** Change a token's name, description or rights */
    put: operations['updateApiToken'];
    post?: never;
    /** Revoke a token (it stops working at once) */
    delete: operations['revokeApiToken'];
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
    post: operations['swapApiTokenForSession'];
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
    get: operations['listWebhookEvents'];
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
    get: operations['listWebhooks'];
    put?: never;
    /** Register an endpoint; its signing secret is in this response only */
    post: operations['createWebhook'];
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
    get: operations['getWebhook'];
    /** Change url, events, description or is_active; omitted fields stay */
    put: operations['updateWebhook'];
    post?: never;
    /** Delete an endpoint with its pending deliveries and its log */
    delete: operations['deleteWebhook'];
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
    post: operations['regenerateWebhookSecret'];
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
    post: operations['testWebhook'];
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
    get: operations['listWebhookDeliveries'];
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
    post: operations['redeliverWebhookDelivery'];
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
    get: operations['listWebhookEventsShortForm'];
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
    get: operations['listWebhooksShortForm'];
    put?: never;
    /** Register an endpoint; its signing secret is in this response only (short path form) */
    post: operations['createWebhookShortForm'];
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
    get: operations['getWebhookShortForm'];
    /** Change url, events, description or is_active; omitted fields stay (short path form) */
    put: operations['updateWebhookShortForm'];
    post?: never;
    /** Delete an endpoint with its pending deliveries and its log (short path form) */
    delete: operations['deleteWebhookShortForm'];
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
    post: operations['regenerateWebhookSecretShortForm'];
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
    post: operations['testWebhookShortForm'];
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
    get: operations['listWebhookDeliveriesShortForm'];
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
    post: operations['redeliverWebhookDeliveryShortForm'];
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
    post: operations['createCourse'];
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
    get: operations['listOrganizationCourses'];
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
    get: operations['getCourse'];
    /** Update a course: any editable field, published, public (omitted fields stay) */
    put: operations['updateCourse'];
    post?: never;
    /** Delete a course with its chapters, activities, versions, blocks and files */
    delete: operations['deleteCourse'];
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
    get: operations['getCourseThumbnail'];
    /** Replace the thumbnail (multipart: thumbnail file, thumbnail_type?) */
    put: operations['replaceCourseThumbnail'];
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
    get: operations['getCourseTree'];
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
    post: operations['createChapter'];
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
    get: operations['getChapter'];
    /** Update a chapter (omitted fields stay) */
    put: operations['updateChapter'];
    post?: never;
    /** Delete a chapter and the activities placed in it */
    delete: operations['deleteChapter'];
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
    put: operations['reorderCourseTree'];
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
    get: operations['listCourseContributors'];
    put?: never;
    /** Add members as contributors, or change their authorship (courses:update); answers the authors */
    post: operations['addCourseContributors'];
    /** Remove authorships (?user_ids=1,2; courses:update); answers the remaining authors */
    delete: operations['removeCourseContributors'];
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
    get: operations['listCourseUpdates'];
    put?: never;
    /** Post an announcement to a course (courses:update) */
    post: operations['createCourseUpdate'];
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
    get: operations['getCourseUpdate'];
    /** Edit an announcement's title or content (courses:update; omitted fields stay) */
    put: operations['updateCourseUpdate'];
    post?: never;
    /** Delete an announcement (courses:update) */
    delete: operations['deleteCourseUpdate'];
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
    post: operations['createActivity'];
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
    post: operations['uploadVideoActivity'];
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
    post: operations['createExternalVideoActivity'];
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
    post: operations['uploadPdfActivity'];
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
    get: operations['getActivity'];
    /** Update an activity (partial; type and sub-type cannot change; content changes are versioned) */
    put: operations['updateActivity'];
    post?: never;
    /** Delete an activity with its versions, blocks and files */
    delete: operations['deleteActivity'];
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
    /** The uploaded file of a hosted video or PDF activity (HTTP Range supported, for seeking) */
    get: operations['getActivityFile'];
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
    get: operations['listActivityVersions'];
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
    get: operations['getActivityVersion'];
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
    post: operations['restoreActivityVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/activities/{activity_uuid}/markdown': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The markdown at a markdown activity's `markdown_url`, fetched now through the outbound address rules (readers of the activity) */
    get: operations['getActivityMarkdown'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorm/analyze/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a SCORM 1.2 or 2004 package (a ZIP) for a course: checked, stored, and its launchable SCOs listed; import it within an hour */
    post: operations['analyzeScormPackage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorm/import/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create one unpublished SCORM activity per chosen SCO of an analysed package, in the chapters given */
    post: operations['importScormPackage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorm/{activity_uuid}/launch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The player page of a SCORM activity (the web app, which opens the attempt and frames the SCO) */
    get: operations['launchScormActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorm/{activity_uuid}/content/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A file of a SCORM activity's package, for its readers; the path may start with a launch token `~<token>/` standing for the session (HTTP Range supported) */
    get: operations['getScormContent'];
    put?: never;
    post?: never;
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
    post: operations['uploadImageBlock'];
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
    post: operations['uploadVideoBlock'];
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
    post: operations['uploadPdfBlock'];
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
    post: operations['uploadAudioBlock'];
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
    get: operations['getBlock'];
    put?: never;
    post?: never;
    /** Delete a block and its file */
    delete: operations['deleteBlock'];
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
    /** The block's file (HTTP Range supported, for seeking) */
    get: operations['getBlockFile'];
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
    post: operations['createAssignment'];
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
    get: operations['getAssignment'];
    /** Update an assignment (partial) */
    put: operations['updateAssignment'];
    post?: never;
    /** Delete an assignment with its tasks, submissions and files */
    delete: operations['deleteAssignment'];
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
    get: operations['getActivityAssignment'];
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
    get: operations['listCourseAssignments'];
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
    get: operations['listTasks'];
    put?: never;
    /** Add a task (contents checked per type; CUSTOM kept byte for byte) */
    post: operations['createTask'];
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
    get: operations['getTask'];
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
    get: operations['getTaskReferenceFile'];
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
    put: operations['updateTask'];
    post?: never;
    /** Delete a task with its answers */
    delete: operations['deleteTask'];
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
    post: operations['uploadTaskReferenceFile'];
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
    get: operations['listTaskAnswers'];
    /** Save a learner's answer to a task (API tokens name the learner) */
    put: operations['saveTaskAnswer'];
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
    post: operations['uploadTaskAnswerFile'];
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
    get: operations['getTaskAnswerFile'];
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
    get: operations['listSubmissions'];
    put?: never;
    /** Submit the assignment (API tokens name the learner) */
    post: operations['submitAssignment'];
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
    get: operations['getMySubmission'];
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
    get: operations['getMyTaskAnswer'];
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
    post: operations['retryAssignment'];
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
    get: operations['getSubmission'];
    /** Set grades, status and feedback by hand */
    put: operations['gradeSubmission'];
    post?: never;
    /** Reject a submission: back to PENDING, answers kept (graders) */
    delete: operations['rejectSubmission'];
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
    get: operations['getTaskAnswer'];
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
    get: operations['getGrade'];
    put?: never;
    /** Recompute the grade from the answers (auto-graded tasks re-verified) */
    post: operations['recomputeGrade'];
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
    post: operations['createCertification'];
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
    get: operations['getCourseCertification'];
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
    put: operations['replaceCertification'];
    post?: never;
    /** Delete the configuration; certificates already issued stay valid and verifiable */
    delete: operations['deleteCertification'];
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
    get: operations['getMyCertificate'];
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
    get: operations['verifyCertificate'];
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
    post: operations['enrolInCourse'];
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
    delete: operations['leaveCourse'];
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
    post: operations['markActivityDone'];
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
    delete: operations['markActivityNotDone'];
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
    get: operations['getMyTrail'];
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
    post: operations['enrolLearnersInBulk'];
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
    post: operations['enrolLearner'];
    /** Unenrol a learner (users:delete); progress is kept */
    delete: operations['unenrolLearner'];
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
    post: operations['markLearnerActivityDone'];
    /** Mark an activity not done for a learner (users:update) */
    delete: operations['markLearnerActivityNotDone'];
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
    get: operations['getLearnerProgress'];
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
    post: operations['markAssignmentDone'];
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
    post: operations['createUsergroup'];
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
    get: operations['listUsergroups'];
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
    get: operations['getUsergroup'];
    /** Rename a group or change its description; omitted fields stay */
    put: operations['updateUsergroup'];
    post?: never;
    /** Delete a group with its memberships and links */
    delete: operations['deleteUsergroup'];
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
    post: operations['addUsergroupMembers'];
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
    delete: operations['removeUsergroupMembers'];
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
    get: operations['listUsergroupMembers'];
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
    /** Link courses, chapters, activities or playgrounds of the organization to the group; all or nothing */
    post: operations['linkUsergroupResources'];
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
    /** Unlink courses, chapters, activities or playgrounds from the group; all or nothing */
    delete: operations['unlinkUsergroupResources'];
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
    /** The courses, chapters, activities and playgrounds linked to the group, with their kind */
    get: operations['listUsergroupResources'];
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
    /** The groups linked directly to a course, chapter, activity or playground */
    get: operations['listResourceUsergroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a podcast (multipart: name, description?, about?, tags? as a JSON array, public?, thumbnail? image); unpublished until PUT published */
    post: operations['createPodcast'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/org_slug/{slug}/page/{page}/limit/{limit}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An organization's podcasts the caller may see, newest first (pages start at 1) */
    get: operations['listOrganizationPodcasts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/{podcast_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One podcast (unpublished ones only for those who may edit them) */
    get: operations['getPodcast'];
    /** Change a podcast (partial), publish or unpublish it */
    put: operations['updatePodcast'];
    post?: never;
    /** Delete a podcast, its episodes and their files */
    delete: operations['deletePodcast'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/{podcast_uuid}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The podcast's thumbnail (HTTP Range supported) */
    get: operations['getPodcastThumbnail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/{podcast_uuid}/feed.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** RSS 2.0 feed with iTunes tags: public, published podcasts only, published episodes only */
    get: operations['getPodcastFeed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/{podcast_uuid}/episodes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A podcast's episodes in listening order (unpublished ones only for its editors) */
    get: operations['listPodcastEpisodes'];
    put?: never;
    /** Add an episode (multipart: title, description?, duration_seconds?, published?, audio file, thumbnail? image); emits podcast_episode_created */
    post: operations['createPodcastEpisode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/{podcast_uuid}/episodes/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the listening order: episode_uuids names each of the podcast's episodes exactly once */
    put: operations['orderPodcastEpisodes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/episodes/{episode_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One episode (unpublished ones only for those who may edit the podcast) */
    get: operations['getPodcastEpisode'];
    /** Change an episode (partial), publish or unpublish it */
    put: operations['updatePodcastEpisode'];
    post?: never;
    /** Delete an episode and its files (its number is not reused) */
    delete: operations['deletePodcastEpisode'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/episodes/{episode_uuid}/audio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The episode's audio file (HTTP Range supported: 206, 416) */
    get: operations['getPodcastEpisodeAudio'];
    /** Replace the episode's audio (multipart: audio file); the old file is removed */
    put: operations['replacePodcastEpisodeAudio'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/podcasts/episodes/{episode_uuid}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The episode's thumbnail file (HTTP Range supported: 206, 416) */
    get: operations['getPodcastEpisodeThumbnail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/collections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a collection of courses (every course checked before anything is stored) */
    post: operations['createCollection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/collections/org/{org_id}/page/{page}/limit/{limit}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An organization's collections the caller may see, newest first (pages start at 1); public ones for everyone */
    get: operations['listOrganizationCollections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/collections/{collection_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A collection with the courses the caller may read, in its order */
    get: operations['getCollection'];
    /** Change a collection; a given course list replaces the old one in its order */
    put: operations['updateCollection'];
    post?: never;
    /** Delete a collection (its courses stay) */
    delete: operations['deleteCollection'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/playgrounds/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a playground (unpublished until published with PUT) */
    post: operations['createPlayground'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/playgrounds/org/{org_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's playgrounds the caller may read, newest first, without their pages */
    get: operations['listOrgPlaygrounds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/playgrounds/{playground_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A playground, its page as a JSON string (the page is served only by /view) */
    get: operations['getPlayground'];
    /** Change a playground (partial), publish or unpublish it */
    put: operations['updatePlayground'];
    post?: never;
    /** Delete a playground, its reactions and its user-group links */
    delete: operations['deletePlayground'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/playgrounds/{playground_uuid}/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The page itself, as HTML in a sandbox of its own (an opaque origin) */
    get: operations['viewPlayground'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/playgrounds/{playground_uuid}/reactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reaction counts per emoji, and whether the caller reacted with each */
    get: operations['listPlaygroundReactions'];
    put?: never;
    /** Add the caller's reaction with an emoji, or remove it when they had it */
    post: operations['togglePlaygroundReaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/playgrounds/{playground_uuid}/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate the playground's page with the AI server, streamed as Server-Sent Events */
    post: operations['generatePlayground'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/communities/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a community, optionally for one course (at most one per course) */
    post: operations['createCommunity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/communities/org/{org_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's communities the caller may see, oldest first */
    get: operations['listCommunities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/communities/course/{course_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A course's community, for whoever may read the course */
    get: operations['getCourseCommunity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/communities/{community_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One community */
    get: operations['getCommunity'];
    /** Change a community and its moderation settings (partial) */
    put: operations['updateCommunity'];
    post?: never;
    /** Delete a community with its discussions, comments and votes */
    delete: operations['deleteCommunity'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/communities/{community_uuid}/discussions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Discussions, pinned first, then by `recent`, `top` or `hot` */
    get: operations['listDiscussions'];
    put?: never;
    /** Start a discussion (the author's upvote counts from the start) */
    post: operations['createDiscussion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/discussions/{discussion_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One discussion */
    get: operations['getDiscussion'];
    /** Edit a discussion (authors twice, moderators without limit) */
    put: operations['updateDiscussion'];
    post?: never;
    /** Delete a discussion with its comments and votes */
    delete: operations['deleteDiscussion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/discussions/{discussion_uuid}/pin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Pin or unpin a discussion (moderators) */
    put: operations['pinDiscussion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/discussions/{discussion_uuid}/lock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Lock or unlock a discussion (moderators) */
    put: operations['lockDiscussion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/discussions/{discussion_uuid}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upvote a discussion (once per person) */
    post: operations['voteDiscussion'];
    /** Withdraw your upvote of a discussion */
    delete: operations['unvoteDiscussion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/discussions/{discussion_uuid}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A discussion's comments, oldest first */
    get: operations['listComments'];
    put?: never;
    /** Comment on a discussion */
    post: operations['createComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/comments/{comment_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a comment */
    put: operations['updateComment'];
    post?: never;
    /** Delete a comment */
    delete: operations['deleteComment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/comments/{comment_uuid}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upvote a comment (once per person) */
    post: operations['voteComment'];
    /** Withdraw your upvote of a comment */
    delete: operations['unvoteComment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a board; the caller becomes its owner */
    post: operations['createBoard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/org/{org_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The boards of an organization the caller may read (public ones and those they are on) */
    get: operations['listBoards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/{board_uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A board */
    get: operations['getBoard'];
    /** Change a board's name, description or visibility (partial) */
    put: operations['updateBoard'];
    post?: never;
    /** Delete a board with its members and document */
    delete: operations['deleteBoard'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/{board_uuid}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A board's members, the owner first */
    get: operations['listBoardMembers'];
    put?: never;
    /** Add a member of the organization to a board as editor or viewer */
    post: operations['addBoardMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/{board_uuid}/members/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add several members at once: all of them or none */
    post: operations['addBoardMembers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/{board_uuid}/members/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member from a board (members may leave; the owner stays) */
    delete: operations['removeBoardMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/{board_uuid}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The board's document: its whole state as one binary Yjs update */
    get: operations['getBoardDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorm/{activity_uuid}/runtime/initialize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a session of the caller's attempt at a SCORM activity; what the SCO may read */
    post: operations['initializeScormRuntime'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorm/{activity_uuid}/runtime/commit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store the CMI elements the SCO set in the open session */
    post: operations['commitScormRuntime'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorm/{activity_uuid}/runtime/terminate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Store the last CMI elements and end the session (and the attempt, unless suspended) */
    post: operations['terminateScormRuntime'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/scorm/{activity_uuid}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each learner's latest attempt at a SCORM activity (instructors) */
    get: operations['listScormResults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/{board_uuid}/document/updates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Merge a binary Yjs update into the board's document (owner and editors) */
    post: operations['postBoardDocumentUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/boards/{board_uuid}/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live editing of the board's document over a WebSocket (y-websocket protocols) */
    get: operations['boardLive'];
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
    /** ActivatePackBody */
    ActivatePackBody: {
      /**
       * @description A catalogue id; any other is a 422
       * @enum {string}
       */
      pack_id: 'ai_500' | 'seats_200';
      /** @description The billing system's subscription id; it belongs to one organization */
      platform_subscription_id: string;
    };
    /** ActivityRead */
    ActivityRead: {
      id: number;
      activity_uuid: string;
      name: string;
      /** @enum {string} */
      activity_type:
        'TYPE_VIDEO' | 'TYPE_DOCUMENT' | 'TYPE_DYNAMIC' | 'TYPE_ASSIGNMENT' | 'TYPE_CUSTOM' | 'TYPE_SCORM';
      /** @enum {string} */
      activity_sub_type:
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
      /** @description Absent in slim trees and for locked activities */
      content?: {
        [key: string]: unknown;
      };
      details?: {
        [key: string]: unknown;
      };
      published: boolean;
      /** @enum {string} */
      lock_type: 'public' | 'authenticated' | 'restricted';
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
    /** ActivityVersion */
    ActivityVersion: components['schemas']['ActivityVersionSummary'] & {
      content: {
        [key: string]: unknown;
      };
    };
    /** ActivityVersionSummary */
    ActivityVersionSummary: {
      version_number: number;
      created_by_user_id: number;
      creation_date: string;
    };
    /** AddBoardMemberBody */
    AddBoardMemberBody: {
      user_id: number;
      /** @enum {string} */
      role: 'editor' | 'viewer';
    };
    /**
     * AddBoardMembersBody
     * @description All or nothing: one refusal and nobody is added
     */
    AddBoardMembersBody: {
      members: components['schemas']['NewBoardMember'][];
    };
    /** AddContributorsBody */
    AddContributorsBody: {
      user_ids: number[];
      /**
       * @default CONTRIBUTOR
       * @enum {string}
       */
      authorship?: 'CONTRIBUTOR' | 'MAINTAINER' | 'REPORTER';
    };
    /**
     * AiConfigBody
     * @description Absent fields keep their value
     */
    AiConfigBody: {
      ai_enabled?: boolean;
      copilot_enabled?: boolean;
    };
    /** AnalysedSco */
    AnalysedSco: {
      /** @description The manifest <item>'s identifier */
      identifier: string;
      title: string;
      /** @description Relative to the package root (a relative URL, segments percent-encoded), with its query */
      launch_path: string;
      /** @description 1.2: adlcp:masteryscore (0–100); 2004: minNormalizedMeasure (-1–1) */
      mastery_score?: number;
      /** @description 1.2: adlcp:prerequisites, as written */
      prerequisites?: string;
    };
    /** AnswerRead */
    AnswerRead: {
      assignment_task_uuid: string;
      /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
      task_submission: components['schemas']['TaskSubmission'] | null;
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
    /** ApiTokenCreated */
    ApiTokenCreated: components['schemas']['ApiTokenRead'] & {
      /** @description The token itself: shown this once, never again */
      token: string;
    };
    /** ApiTokenRead */
    ApiTokenRead: {
      token_uuid: string;
      org_id: number;
      name: string;
      description: string;
      /** @description The first characters of the token, to tell tokens apart */
      token_prefix: string;
      rights: components['schemas']['ApiTokenRights'];
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
    /** ApiTokenRights */
    ApiTokenRights: {
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
      collections?: {
        action_create?: boolean;
        action_read?: boolean;
        action_update?: boolean;
        action_delete?: boolean;
      };
      communities?: {
        action_create?: boolean;
        action_read?: boolean;
        action_update?: boolean;
        action_delete?: boolean;
      };
      discussions?: {
        action_create?: boolean;
        action_read?: boolean;
        action_update?: boolean;
        action_delete?: boolean;
      };
      podcasts?: {
        action_create?: boolean;
        action_read?: boolean;
        action_update?: boolean;
        action_delete?: boolean;
      };
      boards?: {
        action_create?: boolean;
        action_read?: boolean;
        action_update?: boolean;
        action_delete?: boolean;
      };
      playgrounds?: {
        action_create?: boolean;
        action_read?: boolean;
        action_update?: boolean;
        action_delete?: boolean;
      };
    };
    /** AssignmentRead */
    AssignmentRead: {
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
    /** AuthorRead */
    AuthorRead: {
      user: {
        id: number;
        user_uuid: string;
        username: string;
        first_name: string;
        last_name: string;
      };
      /** @enum {string} */
      authorship: 'CREATOR' | 'CONTRIBUTOR' | 'MAINTAINER' | 'REPORTER';
      /** @enum {string} */
      authorship_status: 'ACTIVE' | 'PENDING' | 'INACTIVE';
    };
    /** BlockRead */
    BlockRead: {
      id: number;
      block_uuid: string;
      /** @enum {string} */
      block_type: 'BLOCK_IMAGE' | 'BLOCK_VIDEO' | 'BLOCK_DOCUMENT_PDF' | 'BLOCK_AUDIO';
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
    /** BoardDocumentUpdated */
    BoardDocumentUpdated: {
      board_uuid: string;
      /** @description False when the update carried nothing (an empty update) */
      stored: boolean;
    };
    /** BoardMemberList */
    BoardMemberList: {
      board_uuid: string;
      items: components['schemas']['BoardMemberRead'][];
    };
    /** BoardMemberRead */
    BoardMemberRead: {
      user_id: number;
      user_uuid: string;
      username: string;
      first_name: string;
      last_name: string;
      /** @enum {string} */
      role: 'owner' | 'editor' | 'viewer';
      /**
       * @description UTC, YYYY-MM-DD HH:MM:SS
       * @example 2026-11-21 09:30:00
       */
      creation_date: string;
    };
    /** BoardRead */
    BoardRead: {
      id: number;
      board_uuid: string;
      org_id: number;
      name: string;
      description: string | null;
      /** @description Readable by every member of the organization holding boards:read */
      public: boolean;
      /** @description The owner's user id; null once their account is gone */
      created_by: number | null;
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
    /** BoardReadPage */
    BoardReadPage: {
      items: components['schemas']['BoardRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** BulkEnrolBody */
    BulkEnrolBody: {
      course_uuid: string;
      user_ids: number[];
    };
    /** BulkEnrolResult */
    BulkEnrolResult: {
      results: {
        user_id: number;
        status: 'enrolled' | 'already_enrolled' | 'not_found' | 'not_member';
      }[];
    };
    /** CataloguePackRead */
    CataloguePackRead: {
      /**
       * @description The catalogue id
       * @enum {string}
       */
      pack_id: 'ai_500' | 'seats_200';
      /** @enum {string} */
      pack_type: 'ai_credits' | 'member_seats';
      quantity: number;
    };
    /** CertificateVerification */
    CertificateVerification: {
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
    /** CertificationRead */
    CertificationRead: {
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
    /** ChangeRoleBody */
    ChangeRoleBody: {
      /** @enum {string} */
      role: 'admin' | 'maintainer' | 'instructor' | 'learner';
    };
    /** ChapterRead */
    ChapterRead: {
      id: number;
      chapter_uuid: string;
      name: string;
      description: string;
      thumbnail_image: string;
      course_id: number;
      org_id: number;
      /** @enum {string} */
      lock_type: 'public' | 'authenticated' | 'restricted';
      /** @description The caller cannot open this chapter */
      is_locked: boolean;
      /** @description False after a reorder left it out of the course tree */
      is_linked: boolean;
      activities: components['schemas']['ActivityRead'][];
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
    /** CodeContents */
    CodeContents: {
      /** @description Decides how the code runs */
      language: string;
      starter_code?: string;
      /** @enum {string} */
      grading_mode: 'equal_weight' | 'binary' | 'custom_weights';
      test_cases: {
        id: string;
        stdin: string;
        expected_stdout: string;
        /** @description Hidden test cases are an answer key. Answer key: sent to graders, and to a learner only once their submission is GRADED on an assignment with show_correct_answers */
        hidden: boolean;
        /** @description Required by custom_weights */
        weight?: number;
      }[];
    };
    /** CodeTask */
    CodeTask: {
      id: number;
      assignment_task_uuid: string;
      assignment_uuid: string;
      title: string;
      description: string;
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'CODE';
      contents: components['schemas']['CodeContents'];
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
    /** CodeTaskSubmission */
    CodeTaskSubmission: {
      source_code: string;
      /** @description A label: the task's language decides how the code runs */
      language: string;
    };
    /** CollectionRead */
    CollectionRead: {
      id: number;
      collection_uuid: string;
      org_id: number;
      name: string;
      description: string;
      /** @description True: anyone may read it; false: members of the organization only */
      public: boolean;
      /** @description The courses in the collection’s order, only those the caller may read (unpublished or members-only courses are left out for readers who may not see them) */
      courses: components['schemas']['CourseRead'][];
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
    /** CollectionReadPage */
    CollectionReadPage: {
      items: components['schemas']['CollectionRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** CommentBody */
    CommentBody: {
      content: string;
    };
    /** CommentRead */
    CommentRead: {
      id: number;
      comment_uuid: string;
      discussion_uuid: string;
      content: string;
      /** @description Null once the account is gone */
      author: {
        id: number;
        user_uuid: string;
        username: string;
        first_name: string;
        last_name: string;
      } | null;
      upvote_count: number;
      /** @description Whether the caller has upvoted it */
      voted: boolean;
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
    /** CommentReadPage */
    CommentReadPage: {
      items: components['schemas']['CommentRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** CommentVoteRead */
    CommentVoteRead: {
      comment_uuid: string;
      upvote_count: number;
      voted: boolean;
    };
    /**
     * CommunityModeration
     * @description Every rule: 0 or false is off
     */
    CommunityModeration: {
      blocked_words: string[];
      block_links: boolean;
      min_post_length: number;
      max_post_length: number;
      max_comment_length: number;
      slow_mode_seconds: number;
      max_posts_per_day: number;
      min_account_age_days: number;
      require_email_verified: boolean;
      auto_lock_days: number;
    };
    /**
     * CommunityModerationBody
     * @description A partial change of the moderation settings: absent keys keep their value; 0 or false is off
     */
    CommunityModerationBody: {
      /** @description Whole words or phrases, any case */
      blocked_words?: string[];
      block_links?: boolean;
      /** @description 0 is off */
      min_post_length?: number;
      /** @description 0 is off */
      max_post_length?: number;
      /** @description 0 is off */
      max_comment_length?: number;
      /** @description 0 is off */
      slow_mode_seconds?: number;
      /** @description 0 is off */
      max_posts_per_day?: number;
      /** @description 0 is off */
      min_account_age_days?: number;
      require_email_verified?: boolean;
      /** @description 0 is off */
      auto_lock_days?: number;
    };
    /** CommunityRead */
    CommunityRead: {
      id: number;
      community_uuid: string;
      org_id: number;
      name: string;
      description: string;
      public: boolean;
      /** @description The course it belongs to, if any */
      course_uuid: string | null;
      moderation: components['schemas']['CommunityModeration'];
      /** @description Id of the user who created it */
      created_by: number | null;
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
    /** CommunityReadPage */
    CommunityReadPage: {
      items: components['schemas']['CommunityRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** CourseRead */
    CourseRead: {
      id: number;
      course_uuid: string;
      org_id: number;
      name: string;
      description: string;
      about: string;
      public: boolean;
      published: boolean;
      /** @enum {string} */
      thumbnail_type: 'image' | 'video';
      /** @description Stored file name; GET /courses/{course_uuid}/thumbnail */
      thumbnail_image: string;
      /** @description Stored file name, empty when unused */
      thumbnail_video: string;
      learnings: string[];
      tags: string[];
      authors: components['schemas']['AuthorRead'][];
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
    /** CourseReadListPage */
    CourseReadListPage: {
      items: components['schemas']['CourseRead'][];
      total: number;
      page: number;
      limit: number;
    };
    /** CourseRun */
    CourseRun: {
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
    /** CourseTree */
    CourseTree: components['schemas']['CourseRead'] & {
      chapters: components['schemas']['ChapterRead'][];
    };
    /** CourseUpdateRead */
    CourseUpdateRead: {
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
    /** CourseUpdateReadPage */
    CourseUpdateReadPage: {
      items: components['schemas']['CourseUpdateRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** CreateActivityBody */
    CreateActivityBody: {
      name: string;
      chapter_id: number;
      /**
       * @description Default TYPE_CUSTOM
       * @enum {string}
       */
      activity_type?:
        'TYPE_VIDEO' | 'TYPE_DOCUMENT' | 'TYPE_DYNAMIC' | 'TYPE_ASSIGNMENT' | 'TYPE_CUSTOM' | 'TYPE_SCORM';
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
    /** CreateAssignmentBody */
    CreateAssignmentBody: {
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
    /** CreateBoardBody */
    CreateBoardBody: {
      name: string;
      description?: string | null;
      /** @default false */
      public?: boolean;
    };
    /** CreateCertificationBody */
    CreateCertificationBody: {
      course_uuid: string;
      /** @description Caller-owned JSON object (certificate name, type, description, visual options, …), stored and returned byte for byte; at most 64 KiB */
      config: {
        [key: string]: unknown;
      };
    };
    /** CreateChapterBody */
    CreateChapterBody: {
      name: string;
      course_id: number;
      org_id: number;
      description?: string;
      thumbnail_image?: string;
      /** @enum {string} */
      lock_type?: 'public' | 'authenticated' | 'restricted';
    };
    /** CreateCodeTaskBody */
    CreateCodeTaskBody: {
      title: string;
      description: string;
      /** @description Required; an empty string for no hint */
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'CODE';
      contents?: components['schemas']['CodeContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /** CreateCollectionBody */
    CreateCollectionBody: {
      org_id: number;
      name: string;
      description?: string;
      public: boolean;
      /** @description Course ids (the integer `id` of CourseRead) in the order the collection shows them; each at most once (a repeated id is a 422), every one a course of the organization */
      courses: number[];
    };
    /** CreateCommunityBody */
    CreateCommunityBody: {
      name: string;
      description?: string;
      /** @default true */
      public?: boolean;
      course_uuid?: string;
    };
    /** CreateCourseUpdateBody */
    CreateCourseUpdateBody: {
      title: string;
      content: string;
    };
    /** CreateCustomTaskBody */
    CreateCustomTaskBody: {
      title: string;
      description: string;
      /** @description Required; an empty string for no hint */
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'CUSTOM';
      contents?: components['schemas']['CustomContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /** CreateDiscussionBody */
    CreateDiscussionBody: {
      title: string;
      content: string;
      /**
       * @default general
       * @enum {string}
       */
      label?: 'general' | 'question' | 'idea' | 'announcement' | 'showcase';
    };
    /** CreateFileSubmissionTaskBody */
    CreateFileSubmissionTaskBody: {
      title: string;
      description: string;
      /** @description Required; an empty string for no hint */
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'FILE_SUBMISSION';
      contents?: components['schemas']['FileSubmissionContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /** CreateFormTaskBody */
    CreateFormTaskBody: {
      title: string;
      description: string;
      /** @description Required; an empty string for no hint */
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'FORM';
      contents?: components['schemas']['FormContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /** CreateInviteBody */
    CreateInviteBody: {
      /** @description Who may use the code (each is mailed it); empty = a shareable code anyone may use */
      emails: string[];
      /** @enum {string} */
      role?: 'admin' | 'maintainer' | 'instructor' | 'learner';
      /** @default 30 */
      expires_in_days?: number;
    };
    /** CreateNumberAnswerTaskBody */
    CreateNumberAnswerTaskBody: {
      title: string;
      description: string;
      /** @description Required; an empty string for no hint */
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'NUMBER_ANSWER';
      contents?: components['schemas']['NumberAnswerContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /** CreateOrgBody */
    CreateOrgBody: {
      name: string;
      /** @description lowercase letters, digits and inner hyphens */
      slug: string;
      description?: string;
    };
    /** CreateOtherTaskBody */
    CreateOtherTaskBody: {
      title: string;
      description: string;
      /** @description Required; an empty string for no hint */
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'OTHER';
      contents?: components['schemas']['OtherContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /** CreatePlaygroundBody */
    CreatePlaygroundBody: {
      name: string;
      description?: string;
      /**
       * @description `public`: anyone; `authenticated`: members of the organization; `restricted`: members of a linked user group
       * @default authenticated
       * @enum {string}
       */
      access_type?: 'public' | 'authenticated' | 'restricted';
      course_uuid?: string | null;
      /** @description The page, a whole HTML document */
      html_content?: string;
    };
    /** CreateQuizTaskBody */
    CreateQuizTaskBody: {
      title: string;
      description: string;
      /** @description Required; an empty string for no hint */
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'QUIZ';
      contents?: components['schemas']['QuizContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /** CreateShortAnswerTaskBody */
    CreateShortAnswerTaskBody: {
      title: string;
      description: string;
      /** @description Required; an empty string for no hint */
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'SHORT_ANSWER';
      contents?: components['schemas']['ShortAnswerContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /**
     * CreateTaskBody
     * @description One shape per assignment_type (CONTRACT 6)
     */
    CreateTaskBody:
      | components['schemas']['CreateFileSubmissionTaskBody']
      | components['schemas']['CreateQuizTaskBody']
      | components['schemas']['CreateFormTaskBody']
      | components['schemas']['CreateCodeTaskBody']
      | components['schemas']['CreateShortAnswerTaskBody']
      | components['schemas']['CreateNumberAnswerTaskBody']
      | components['schemas']['CreateOtherTaskBody']
      | components['schemas']['CreateCustomTaskBody'];
    /** CreateTokenBody */
    CreateTokenBody: {
      name: string;
      description?: string;
      rights: components['schemas']['ApiTokenRights'];
      /** @description ISO 8601 date-time; omitted or null = never expires */
      expires_at?: string | null;
    };
    /** CreateUsergroupBody */
    CreateUsergroupBody: {
      name: string;
      description?: string;
      org_id: number;
    };
    /** CreateWebhookBody */
    CreateWebhookBody: {
      /** @description https:// URL of a publicly reachable receiver */
      url: string;
      /** @description Event names from the catalogue (GET …/webhooks/events) */
      events: string[];
      description?: string;
    };
    /** CurrentUser */
    CurrentUser: components['schemas']['UserRead'] & {
      orgs: {
        org_id: number;
        org_uuid: string;
        name: string;
        slug: string;
        /** @enum {string} */
        role: 'admin' | 'maintainer' | 'instructor' | 'learner';
      }[];
    };
    /**
     * CustomContents
     * @description Any JSON, stored and returned byte for byte, never interpreted
     */
    CustomContents: unknown;
    /** CustomTask */
    CustomTask: {
      id: number;
      assignment_task_uuid: string;
      assignment_uuid: string;
      title: string;
      description: string;
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'CUSTOM';
      contents: components['schemas']['CustomContents'];
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
    /**
     * CustomTaskSubmission
     * @description Any JSON object, kept byte for byte
     */
    CustomTaskSubmission: {
      [key: string]: unknown;
    };
    /** DeliveryAttempt */
    DeliveryAttempt: {
      id: number;
      delivery_id: string;
      /** @enum {string} */
      event:
        | 'ping'
        | 'course_completed'
        | 'course_enrolled'
        | 'activity_completed'
        | 'assignment_submitted'
        | 'assignment_graded'
        | 'certificate_claimed'
        | 'user_signed_up'
        | 'user_email_verified'
        | 'user_role_changed'
        | 'user_invited_to_org'
        | 'user_removed_from_org'
        | 'course_created'
        | 'course_published'
        | 'course_deleted'
        | 'course_update_published'
        | 'activity_version_created'
        | 'activity_version_restored'
        | 'course_contributor_added'
        | 'course_contributor_removed'
        | 'collection_created'
        | 'podcast_episode_created'
        | 'board_created'
        | 'board_member_added'
        | 'playground_created'
        | 'discussion_posted'
        | 'comment_created'
        | 'discussion_pinned'
        | 'discussion_locked'
        | 'discussion_vote_cast'
        | 'usergroup_created'
        | 'usergroup_deleted'
        | 'usergroup_users_added'
        | 'usergroup_resources_added'
        | 'pack_activated'
        | 'pack_deactivated'
        | 'org_signup_method_changed'
        | 'org_ai_config_changed'
        | 'org_payments_config_changed';
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
    };
    /**
     * DeliveryQueued
     * @description Queued: the attempt appears in the delivery log once made
     */
    DeliveryQueued: {
      delivery_id: string;
      /** @enum {string} */
      event:
        | 'ping'
        | 'course_completed'
        | 'course_enrolled'
        | 'activity_completed'
        | 'assignment_submitted'
        | 'assignment_graded'
        | 'certificate_claimed'
        | 'user_signed_up'
        | 'user_email_verified'
        | 'user_role_changed'
        | 'user_invited_to_org'
        | 'user_removed_from_org'
        | 'course_created'
        | 'course_published'
        | 'course_deleted'
        | 'course_update_published'
        | 'activity_version_created'
        | 'activity_version_restored'
        | 'course_contributor_added'
        | 'course_contributor_removed'
        | 'collection_created'
        | 'podcast_episode_created'
        | 'board_created'
        | 'board_member_added'
        | 'playground_created'
        | 'discussion_posted'
        | 'comment_created'
        | 'discussion_pinned'
        | 'discussion_locked'
        | 'discussion_vote_cast'
        | 'usergroup_created'
        | 'usergroup_deleted'
        | 'usergroup_users_added'
        | 'usergroup_resources_added'
        | 'pack_activated'
        | 'pack_deactivated'
        | 'org_signup_method_changed'
        | 'org_ai_config_changed'
        | 'org_payments_config_changed';
      /** @enum {string} */
      status: 'pending';
    };
    /** Detail */
    Detail: {
      detail: string;
    };
    /** DiscussionRead */
    DiscussionRead: {
      id: number;
      discussion_uuid: string;
      community_uuid: string;
      /** @description The community's course, if any */
      course_uuid: string | null;
      title: string;
      content: string;
      /** @enum {string} */
      label: 'general' | 'question' | 'idea' | 'announcement' | 'showcase';
      /** @description Null once the account is gone */
      author: {
        id: number;
        user_uuid: string;
        username: string;
        first_name: string;
        last_name: string;
      } | null;
      is_pinned: boolean;
      is_locked: boolean;
      upvote_count: number;
      comment_count: number;
      /** @description The author's edits so far (two are allowed) */
      edit_count: number;
      /** @description Whether the caller has upvoted it */
      voted: boolean;
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
      /**
       * @description UTC, YYYY-MM-DD HH:MM:SS
       * @example 2026-11-21 09:30:00
       */
      last_activity_date: string;
    };
    /** DiscussionReadPage */
    DiscussionReadPage: {
      items: components['schemas']['DiscussionRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** DiscussionVoteRead */
    DiscussionVoteRead: {
      discussion_uuid: string;
      upvote_count: number;
      voted: boolean;
    };
    /** EditCourseUpdateBody */
    EditCourseUpdateBody: {
      title?: string;
      content?: string;
    };
    /** EmailVerified */
    EmailVerified: {
      detail: string;
      user: components['schemas']['UserRead'];
    };
    /** EpisodeOrderBody */
    EpisodeOrderBody: {
      /** @description Every episode of the podcast, each once, in the new order */
      episode_uuids: string[];
    };
    /** EpisodeRead */
    EpisodeRead: {
      id: number;
      episode_uuid: string;
      podcast_uuid: string;
      org_id: number;
      title: string;
      description: string;
      duration_seconds: number;
      published: boolean;
      /** @description Assigned by the service: 1, 2, 3… never reused */
      episode_number: number;
      /** @description Place in the listening order, from 1 */
      position: number;
      audio: {
        content_type: string;
        size: number;
      };
      /** @description '' when none */
      thumbnail_image: string;
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
    /** EpisodeReadPage */
    EpisodeReadPage: {
      items: components['schemas']['EpisodeRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** EventCatalogue */
    EventCatalogue: {
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
    /** ExternalVideoBody */
    ExternalVideoBody: {
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
    /**
     * FeaturesConfigBody
     * @description Switches families off or on; absent ones keep their value
     */
    FeaturesConfigBody: {
      communities?: boolean;
      podcasts?: boolean;
      boards?: boolean;
      playgrounds?: boolean;
      collections?: boolean;
    };
    /**
     * FileSubmissionContents
     * @description No contents: the learner uploads a file
     */
    FileSubmissionContents: Record<string, never>;
    /** FileSubmissionTask */
    FileSubmissionTask: {
      id: number;
      assignment_task_uuid: string;
      assignment_uuid: string;
      title: string;
      description: string;
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'FILE_SUBMISSION';
      contents: components['schemas']['FileSubmissionContents'];
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
    /** FileSubmissionTaskSubmission */
    FileSubmissionTaskSubmission: {
      /** @description From the file-submission upload */
      file_uuid: string;
    };
    /** FormContents */
    FormContents: {
      questions: {
        questionUUID: string;
        questionText: string;
        blanks: {
          blankUUID: string;
          placeholder?: string;
          /** @description Answer key: sent to graders, and to a learner only once their submission is GRADED on an assignment with show_correct_answers */
          correctAnswer?: string;
        }[];
      }[];
    };
    /** FormTask */
    FormTask: {
      id: number;
      assignment_task_uuid: string;
      assignment_uuid: string;
      title: string;
      description: string;
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'FORM';
      contents: components['schemas']['FormContents'];
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
    /** FormTaskSubmission */
    FormTaskSubmission: {
      submissions: {
        questionUUID: string;
        blankUUID: string;
        answer: string;
      }[];
    };
    /** GeneratePlaygroundBody */
    GeneratePlaygroundBody: {
      prompt: string;
    };
    /** GradeBody */
    GradeBody: {
      overall_feedback?: string;
    };
    /** GradeRead */
    GradeRead: {
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
    /** Health */
    Health: {
      /** @enum {string} */
      status: 'ok';
      /** @enum {string} */
      database: 'ok';
      version: string;
    };
    /** InviteRead */
    InviteRead: {
      invite_code_uuid: string;
      invite_code: string;
      org_id: number;
      emails: string[];
      /** @enum {string} */
      role: 'admin' | 'maintainer' | 'instructor' | 'learner';
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
    /** InviteReadPage */
    InviteReadPage: {
      items: components['schemas']['InviteRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** JoinBody */
    JoinBody: {
      invite_code?: string;
    };
    /** LockDiscussionBody */
    LockDiscussionBody: {
      is_locked: boolean;
    };
    /** LoginForm */
    LoginForm: {
      username: string;
      password: string;
    };
    /** ManualGradeBody */
    ManualGradeBody: {
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
    /** MemberRead */
    MemberRead: {
      user: components['schemas']['UserRead'];
      /** @enum {string} */
      role: 'admin' | 'maintainer' | 'instructor' | 'learner';
      role_uuid: string;
      /**
       * @description UTC, YYYY-MM-DD HH:MM:SS
       * @example 2026-11-21 09:30:00
       */
      joined_date: string;
    };
    /** MemberReadPage */
    MemberReadPage: {
      items: components['schemas']['MemberRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** NewBoardMember */
    NewBoardMember: {
      user_id: number;
      /** @enum {string} */
      role: 'editor' | 'viewer';
    };
    /** NumberAnswerContents */
    NumberAnswerContents: {
      prompt: string;
      /** @description Answer key: sent to graders, and to a learner only once their submission is GRADED on an assignment with show_correct_answers */
      correct_value?: number;
      /** @description Right when |answer − correct_value| ≤ |tolerance| */
      tolerance: number;
      unit?: string;
    };
    /** NumberAnswerTask */
    NumberAnswerTask: {
      id: number;
      assignment_task_uuid: string;
      assignment_uuid: string;
      title: string;
      description: string;
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'NUMBER_ANSWER';
      contents: components['schemas']['NumberAnswerContents'];
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
    /** NumberAnswerTaskSubmission */
    NumberAnswerTaskSubmission: {
      /** @description A comma is read as a decimal point */
      answer: number | string;
    };
    /** OAuthBody */
    OAuthBody: {
      /** @description A name from OIDC_PROVIDERS */
      provider: string;
      /** @description An access token the provider issued with the scopes 'openid email' */
      access_token: string;
    };
    /** OidcProviderList */
    OidcProviderList: components['schemas']['OidcProviderRead'][];
    /** OidcProviderRead */
    OidcProviderRead: {
      /** @description The name to send as `provider` to POST /auth/oauth */
      name: string;
      /** @description The issuer; its discovery document is at /.well-known/openid-configuration */
      issuer: string;
      /** @description The service's client id at this provider (a public client, PKCE) */
      client_id: string;
    };
    /** OrganizationRead */
    OrganizationRead: {
      id: number;
      org_uuid: string;
      name: string;
      slug: string;
      description: string;
      /** @enum {string} */
      signup_mechanism: 'open' | 'inviteOnly';
      /** @enum {string} */
      plan: 'free' | 'standard' | 'pro' | 'enterprise';
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
    /** OrgConfigRead */
    OrgConfigRead: {
      /** @enum {string} */
      signup_mechanism: 'open' | 'inviteOnly';
      ai_enabled: boolean;
      copilot_enabled: boolean;
      payments_enabled: boolean;
      /** @description A switched-off family answers 404 to reads and 403 `feature_disabled` to writes */
      features: {
        communities: boolean;
        podcasts: boolean;
        boards: boolean;
        playgrounds: boolean;
        collections: boolean;
      };
    };
    /** OrgPacksRead */
    OrgPacksRead: {
      active: components['schemas']['PackRead'][];
      /** @description The catalogue */
      available: components['schemas']['CataloguePackRead'][];
      totals: {
        /** @description AI credits of the active packs (the budget; 0: not metered) */
        ai_credits: number;
        /** @description Seats the active packs add to the plan's member limit */
        member_seats: number;
        /** @description AI credits spent so far */
        ai_credits_used: number;
        /** @description Credits left; null when there is no budget (generation is not metered) */
        ai_credits_remaining: number | null;
      };
    };
    /**
     * OtherContents
     * @description Any JSON object; graded by hand
     */
    OtherContents: {
      [key: string]: unknown;
    };
    /** OtherTask */
    OtherTask: {
      id: number;
      assignment_task_uuid: string;
      assignment_uuid: string;
      title: string;
      description: string;
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'OTHER';
      contents: components['schemas']['OtherContents'];
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
    /**
     * OtherTaskSubmission
     * @description Any JSON object; graded by hand
     */
    OtherTaskSubmission: {
      [key: string]: unknown;
    };
    /** OwnCertificate */
    OwnCertificate: components['schemas']['CertificateVerification'] & {
      /** @description The course's certificate configuration; null once it was deleted */
      config: {
        [key: string]: unknown;
      } | null;
    };
    /** PackRead */
    PackRead: {
      id: number;
      pack_uuid: string;
      org_id: number;
      /**
       * @description The catalogue id
       * @enum {string}
       */
      pack_id: 'ai_500' | 'seats_200';
      /** @enum {string} */
      pack_type: 'ai_credits' | 'member_seats';
      quantity: number;
      platform_subscription_id: string;
      /** @enum {string} */
      status: 'active' | 'cancelled';
      /** @description The subscription ends at the end of its period; the pack stays active until deactivated */
      cancel_at_period_end: boolean;
      /**
       * @description UTC, YYYY-MM-DD HH:MM:SS
       * @example 2026-11-21 09:30:00
       */
      activation_date: string;
      /** @description When it was last cancelled; null while it never was */
      cancellation_date: string | null;
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
    /** PackSubscriptionBody */
    PackSubscriptionBody: {
      /** @description The billing system's subscription id; it belongs to one organization */
      platform_subscription_id: string;
    };
    /**
     * PaymentsConfigBody
     * @description Absent fields keep their value
     */
    PaymentsConfigBody: {
      payments_enabled?: boolean;
    };
    /** PinDiscussionBody */
    PinDiscussionBody: {
      is_pinned: boolean;
    };
    /** PlaygroundReactionBody */
    PlaygroundReactionBody: {
      /** @description One emoji (a single RGI emoji, e.g. 👍, ❤️, 👍🏽, 🇫🇷); ❤ is stored as ❤️ */
      emoji: string;
    };
    /** PlaygroundReactions */
    PlaygroundReactions: {
      playground_uuid: string;
      /** @description Per emoji, most used first */
      reactions: {
        emoji: string;
        count: number;
        /** @description Whether the caller reacted with this emoji */
        reacted: boolean;
      }[];
    };
    /** PlaygroundReactionToggled */
    PlaygroundReactionToggled: {
      playground_uuid: string;
      /** @description The emoji as stored (fully qualified) */
      emoji: string;
      /** @description True when the call added the reaction, false when it removed it */
      reacted: boolean;
      reactions: {
        emoji: string;
        count: number;
        /** @description Whether the caller reacted with this emoji */
        reacted: boolean;
      }[];
    };
    /** PlaygroundRead */
    PlaygroundRead: {
      id: number;
      playground_uuid: string;
      org_id: number;
      name: string;
      description: string;
      /** @enum {string} */
      access_type: 'public' | 'authenticated' | 'restricted';
      /** @description The course the playground was made for; null when none (or it was deleted) */
      course_uuid: string | null;
      published: boolean;
      /** @description The author's user id; null once their account is gone */
      created_by: number | null;
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
      /** @description The page as text (JSON, never rendered here); it is served as a page only by GET /playgrounds/{uuid}/view */
      html_content: string;
    };
    /** PlaygroundSummary */
    PlaygroundSummary: {
      id: number;
      playground_uuid: string;
      org_id: number;
      name: string;
      description: string;
      /** @enum {string} */
      access_type: 'public' | 'authenticated' | 'restricted';
      /** @description The course the playground was made for; null when none (or it was deleted) */
      course_uuid: string | null;
      published: boolean;
      /** @description The author's user id; null once their account is gone */
      created_by: number | null;
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
    /** PlaygroundSummaryPage */
    PlaygroundSummaryPage: {
      items: components['schemas']['PlaygroundSummary'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** PodcastRead */
    PodcastRead: {
      id: number;
      podcast_uuid: string;
      org_id: number;
      name: string;
      description: string;
      about: string;
      tags: string[];
      public: boolean;
      published: boolean;
      /** @description The stored thumbnail's name ('' when none); served at GET /podcasts/{podcast_uuid}/thumbnail */
      thumbnail_image: string;
      /** @description The user who created it */
      created_by: number | null;
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
    /** PodcastReadPage */
    PodcastReadPage: {
      items: components['schemas']['PodcastRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** ProvisionBody */
    ProvisionBody: {
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
    /** QuizContents */
    QuizContents: {
      questions: {
        questionUUID: string;
        questionText: string;
        options: {
          optionUUID: string;
          text: string;
          /** @description Answer key: sent to graders, and to a learner only once their submission is GRADED on an assignment with show_correct_answers */
          assigned_right_answer?: boolean;
        }[];
      }[];
    };
    /** QuizTask */
    QuizTask: {
      id: number;
      assignment_task_uuid: string;
      assignment_uuid: string;
      title: string;
      description: string;
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'QUIZ';
      contents: components['schemas']['QuizContents'];
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
    /** QuizTaskSubmission */
    QuizTaskSubmission: {
      submissions: {
        questionUUID: string;
        optionUUID: string;
        answer: boolean;
      }[];
    };
    /** ReorderBody */
    ReorderBody: {
      chapter_order_by_ids: {
        chapter_id: number;
        activities_order_by_ids: {
          activity_id: number;
        }[];
      }[];
    };
    /** ResendVerificationBody */
    ResendVerificationBody: {
      /** Format: email */
      email: string;
    };
    /** SaveAnswerBody */
    SaveAnswerBody: {
      task_submission: components['schemas']['TaskSubmission'];
    };
    /**
     * ScormCmiValues
     * @description A flat map of CMI elements the SCO set, element → value (`{"cmi.core.lesson_status": "completed"}`); read-only, unknown or malformed elements refuse the whole commit (422)
     */
    ScormCmiValues: {
      [key: string]: string;
    };
    /** ScormImportBody */
    ScormImportBody: {
      package_uuid: string;
      scos: {
        identifier: string;
        chapter_id: number;
        name?: string;
      }[];
    };
    /** ScormImportedActivities */
    ScormImportedActivities: {
      activities: components['schemas']['ActivityRead'][];
    };
    /** ScormLaunchRead */
    ScormLaunchRead: {
      /** @description The attempt number, from 1 */
      attempt: number;
      /** @description The elements the SCO may read, element → value (write-only elements are never included) */
      cmi: {
        [key: string]: string;
      };
      /** @description Elements cut to their length limit (suspend_data) */
      truncated?: string[];
      /** @description Where the player loads the SCO from: the content route with a launch capability as its first segment (the sandboxed SCO sends no session cookie), then the launch path with its query */
      content_url: string;
      /**
       * @description UTC, YYYY-MM-DD HH:MM:SS
       * @example 2026-11-21 09:30:00
       */
      launch_expires_at: string;
    };
    /** ScormPackageAnalysis */
    ScormPackageAnalysis: {
      package_uuid: string;
      /** @enum {string} */
      scorm_version: '1.2' | '2004';
      title: string;
      scos: components['schemas']['AnalysedSco'][];
    };
    /** ScormResultRead */
    ScormResultRead: {
      user: {
        id: number;
        user_uuid: string;
        username: string;
        first_name: string;
        last_name: string;
      };
      /** @description How many attempts the learner started */
      attempts: number;
      /** @description The latest attempt, which this row describes */
      attempt: number;
      /** @enum {string} */
      completion_status: 'completed' | 'incomplete' | 'not attempted' | 'unknown' | 'browsed';
      /** @enum {string} */
      success_status: 'passed' | 'failed' | 'unknown';
      score: {
        raw: number | null;
        min: number | null;
        max: number | null;
        scaled: number | null;
      };
      /** @description ISO 8601 duration, e.g. PT1H2M3.5S */
      total_time: string;
      total_time_seconds: number;
      /**
       * @description UTC, YYYY-MM-DD HH:MM:SS
       * @example 2026-11-21 09:30:00
       */
      last_accessed: string;
    };
    /** ScormResultReadPage */
    ScormResultReadPage: {
      items: components['schemas']['ScormResultRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** ScormRuntimeRead */
    ScormRuntimeRead: {
      /** @description The attempt number, from 1 */
      attempt: number;
      /** @description The elements the SCO may read, element → value (write-only elements are never included) */
      cmi: {
        [key: string]: string;
      };
      /** @description Elements cut to their length limit (suspend_data) */
      truncated?: string[];
    };
    /** Session */
    Session: {
      user: components['schemas']['UserRead'];
      tokens: {
        access_token: string;
        refresh_token: string;
        /** @description Access token expiry, epoch milliseconds */
        expiry: number;
      };
    };
    /** ShortAnswerContents */
    ShortAnswerContents: {
      prompt: string;
      /** @description Answer key: sent to graders, and to a learner only once their submission is GRADED on an assignment with show_correct_answers */
      correct_answers?: string[];
      /**
       * @default case_insensitive
       * @enum {string}
       */
      match_mode?: 'exact' | 'case_insensitive' | 'contains' | 'regex';
    };
    /** ShortAnswerTask */
    ShortAnswerTask: {
      id: number;
      assignment_task_uuid: string;
      assignment_uuid: string;
      title: string;
      description: string;
      hint: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      assignment_type: 'SHORT_ANSWER';
      contents: components['schemas']['ShortAnswerContents'];
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
    /** ShortAnswerTaskSubmission */
    ShortAnswerTaskSubmission: {
      answer: string;
    };
    /** SignupBody */
    SignupBody: {
      /** Format: email */
      email: string;
      username: string;
      password: string;
      first_name?: string;
      last_name?: string;
    };
    /** SignupMechanismBody */
    SignupMechanismBody: {
      /** @enum {string} */
      signup_mechanism: 'open' | 'inviteOnly';
    };
    /** SubmissionAttempt */
    SubmissionAttempt: {
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
      tasks: components['schemas']['AnswerRead'][];
    };
    /** SubmissionRead */
    SubmissionRead: {
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
      tasks: components['schemas']['AnswerRead'][];
      /** @description Earlier attempts, oldest first */
      history: components['schemas']['SubmissionAttempt'][];
    };
    /** SubmittedFileRead */
    SubmittedFileRead: {
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
    /** SwappedSession */
    SwappedSession: {
      access_token: string;
      /** @enum {string} */
      token_type: 'bearer';
      user_id: number;
      user_uuid: string;
      /** @description Expiry of the access token, epoch milliseconds */
      expiry: number;
    };
    /** TaskAnswerRead */
    TaskAnswerRead: {
      user_id: number;
      /** @enum {string} */
      status: 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';
      attempt_number: number;
      assignment_task_uuid: string;
      /** @description The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded without an answer */
      task_submission: components['schemas']['TaskSubmission'] | null;
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
    /**
     * TaskRead
     * @description One shape per assignment_type (CONTRACT 6)
     */
    TaskRead:
      | components['schemas']['FileSubmissionTask']
      | components['schemas']['QuizTask']
      | components['schemas']['FormTask']
      | components['schemas']['CodeTask']
      | components['schemas']['ShortAnswerTask']
      | components['schemas']['NumberAnswerTask']
      | components['schemas']['OtherTask']
      | components['schemas']['CustomTask'];
    /**
     * TaskSubmission
     * @description A learner's answer; its shape follows the task's assignment_type (CONTRACT 6)
     */
    TaskSubmission:
      | components['schemas']['FileSubmissionTaskSubmission']
      | components['schemas']['QuizTaskSubmission']
      | components['schemas']['FormTaskSubmission']
      | components['schemas']['CodeTaskSubmission']
      | components['schemas']['ShortAnswerTaskSubmission']
      | components['schemas']['NumberAnswerTaskSubmission']
      | components['schemas']['OtherTaskSubmission']
      | components['schemas']['CustomTaskSubmission'];
    /** TokenSwapBody */
    TokenSwapBody: {
      user_id: number;
    };
    /** Trail */
    Trail: {
      runs: components['schemas']['CourseRun'][];
    };
    /** UpdateActivityBody */
    UpdateActivityBody: {
      name?: string;
      /** @enum {string} */
      activity_type?:
        'TYPE_VIDEO' | 'TYPE_DOCUMENT' | 'TYPE_DYNAMIC' | 'TYPE_ASSIGNMENT' | 'TYPE_CUSTOM' | 'TYPE_SCORM';
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
    /** UpdateAssignmentBody */
    UpdateAssignmentBody: {
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
    /**
     * UpdateBoardBody
     * @description Partial: absent fields keep their value
     */
    UpdateBoardBody: {
      name?: string;
      description?: string | null;
      public?: boolean;
    };
    /** UpdateCertificationBody */
    UpdateCertificationBody: {
      /** @description Caller-owned JSON object (certificate name, type, description, visual options, …), stored and returned byte for byte; at most 64 KiB */
      config: {
        [key: string]: unknown;
      };
    };
    /** UpdateChapterBody */
    UpdateChapterBody: {
      name?: string;
      description?: string;
      thumbnail_image?: string;
      /** @enum {string} */
      lock_type?: 'public' | 'authenticated' | 'restricted';
    };
    /**
     * UpdateCollectionBody
     * @description Partial: absent fields keep their values; `courses` given replaces the list in its order
     */
    UpdateCollectionBody: {
      name?: string;
      description?: string;
      public?: boolean;
      /** @description Course ids (the integer `id` of CourseRead) in the order the collection shows them; each at most once (a repeated id is a 422), every one a course of the organization */
      courses?: number[];
    };
    /** UpdateCommunityBody */
    UpdateCommunityBody: {
      name?: string;
      description?: string;
      public?: boolean;
      /** @description Another course to belong to, or null for none; absent keeps the link */
      course_uuid?: string | null;
      moderation?: components['schemas']['CommunityModerationBody'];
    };
    /** UpdateCourseBody */
    UpdateCourseBody: {
      name?: string;
      description?: string;
      about?: string;
      public?: boolean;
      published?: boolean;
      learnings?: string[];
      tags?: string[];
    };
    /** UpdateDiscussionBody */
    UpdateDiscussionBody: {
      title?: string;
      content?: string;
      /** @enum {string} */
      label?: 'general' | 'question' | 'idea' | 'announcement' | 'showcase';
    };
    /** UpdateEpisodeBody */
    UpdateEpisodeBody: {
      title?: string;
      description?: string;
      duration_seconds?: number;
      published?: boolean;
    };
    /**
     * UpdatePlaygroundBody
     * @description Partial: absent fields keep their value
     */
    UpdatePlaygroundBody: {
      name?: string;
      description?: string;
      /**
       * @description `public`: anyone; `authenticated`: members of the organization; `restricted`: members of a linked user group
       * @enum {string}
       */
      access_type?: 'public' | 'authenticated' | 'restricted';
      /** @description null unlinks the course */
      course_uuid?: string | null;
      /** @description The page, a whole HTML document */
      html_content?: string;
      published?: boolean;
    };
    /** UpdatePodcastBody */
    UpdatePodcastBody: {
      name?: string;
      description?: string;
      about?: string;
      tags?: string[];
      public?: boolean;
      published?: boolean;
    };
    /** UpdateTaskBody */
    UpdateTaskBody: {
      title?: string;
      description?: string;
      hint?: string;
      /** @enum {string} */
      assignment_type?:
        'FILE_SUBMISSION' | 'QUIZ' | 'FORM' | 'CODE' | 'SHORT_ANSWER' | 'NUMBER_ANSWER' | 'OTHER' | 'CUSTOM';
      /** @description The shape of the task type (CONTRACT 6) */
      contents?:
        | components['schemas']['FileSubmissionContents']
        | components['schemas']['QuizContents']
        | components['schemas']['FormContents']
        | components['schemas']['CodeContents']
        | components['schemas']['ShortAnswerContents']
        | components['schemas']['NumberAnswerContents']
        | components['schemas']['OtherContents']
        | components['schemas']['CustomContents'];
      max_grade_value?: number;
      reference_file?: string | null;
    };
    /** UpdateTokenBody */
    UpdateTokenBody: {
      name?: string;
      description?: string;
      rights?: components['schemas']['ApiTokenRights'];
    };
    /** UpdateUsergroupBody */
    UpdateUsergroupBody: {
      name?: string;
      description?: string;
    };
    /** UpdateWebhookBody */
    UpdateWebhookBody: {
      /** @description https:// URL of a publicly reachable receiver */
      url?: string;
      /** @description Event names from the catalogue (GET …/webhooks/events) */
      events?: string[];
      description?: string;
      is_active?: boolean;
    };
    /**
     * UsergroupMember
     * @description A member of a group; creation_date is when they were added
     */
    UsergroupMember: {
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
    };
    /** UsergroupMemberPage */
    UsergroupMemberPage: {
      items: components['schemas']['UsergroupMember'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** UsergroupRead */
    UsergroupRead: {
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
    /** UsergroupReadPage */
    UsergroupReadPage: {
      items: components['schemas']['UsergroupRead'][];
      total: number;
      limit: number;
      offset: number;
    };
    /**
     * UsergroupResource
     * @description A course, chapter, activity or playground linked to a group
     */
    UsergroupResource: {
      resource_uuid: string;
      /** @enum {string} */
      kind: 'course' | 'chapter' | 'activity' | 'playground';
      /** @description The name of the course, chapter, activity or playground */
      name: string;
      /**
       * @description UTC, YYYY-MM-DD HH:MM:SS
       * @example 2026-11-21 09:30:00
       */
      creation_date: string;
    };
    /** UsergroupResourcePage */
    UsergroupResourcePage: {
      items: components['schemas']['UsergroupResource'][];
      total: number;
      limit: number;
      offset: number;
    };
    /** UsergroupResourcesChange */
    UsergroupResourcesChange: {
      usergroup_id: number;
      usergroup_uuid: string;
      /** @description Added (or removed) by this call, in the order given */
      changed: string[];
      /** @description Already members or links (or already absent): no-ops */
      unchanged: string[];
    };
    /** UsergroupUsersChange */
    UsergroupUsersChange: {
      usergroup_id: number;
      usergroup_uuid: string;
      /** @description Added (or removed) by this call, in the order given */
      changed: number[];
      /** @description Already members or links (or already absent): no-ops */
      unchanged: number[];
    };
    /** UserRead */
    UserRead: {
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
    /** VerifyEmailBody */
    VerifyEmailBody: {
      token: string;
    };
    /** WebhookRead */
    WebhookRead: {
      webhook_uuid: string;
      org_id: number;
      url: string;
      description: string;
      events: (
        | 'ping'
        | 'course_completed'
        | 'course_enrolled'
        | 'activity_completed'
        | 'assignment_submitted'
        | 'assignment_graded'
        | 'certificate_claimed'
        | 'user_signed_up'
        | 'user_email_verified'
        | 'user_role_changed'
        | 'user_invited_to_org'
        | 'user_removed_from_org'
        | 'course_created'
        | 'course_published'
        | 'course_deleted'
        | 'course_update_published'
        | 'activity_version_created'
        | 'activity_version_restored'
        | 'course_contributor_added'
        | 'course_contributor_removed'
        | 'collection_created'
        | 'podcast_episode_created'
        | 'board_created'
        | 'board_member_added'
        | 'playground_created'
        | 'discussion_posted'
        | 'comment_created'
        | 'discussion_pinned'
        | 'discussion_locked'
        | 'discussion_vote_cast'
        | 'usergroup_created'
        | 'usergroup_deleted'
        | 'usergroup_users_added'
        | 'usergroup_resources_added'
        | 'pack_activated'
        | 'pack_deactivated'
        | 'org_signup_method_changed'
        | 'org_ai_config_changed'
        | 'org_payments_config_changed'
      )[];
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
    /** WebhookWithSecret */
    WebhookWithSecret: components['schemas']['WebhookRead'] & {
      /** @description whsec_…: the signing secret, shown in this response only (rotate it to get a new one) */
      secret: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
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
          'application/json': components['schemas']['Health'];
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
  signUp: {
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
        'application/json': components['schemas']['SignupBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRead'];
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
  signUpWithInvite: {
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
        'application/json': components['schemas']['SignupBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRead'];
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
  getCurrentUser: {
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
          'application/json': components['schemas']['CurrentUser'];
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
  logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['LoginForm'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
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
  refreshTokens: {
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
          'application/json': components['schemas']['Session'];
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
  logOut: {
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
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyEmailBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailVerified'];
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
  resendVerificationEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResendVerificationBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Detail'];
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
  listOidcProviders: {
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
          'application/json': components['schemas']['OidcProviderList'];
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
    };
  };
  signInWithOidcToken: {
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
        'application/json': components['schemas']['OAuthBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
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
  createOrganization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateOrgBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationRead'];
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
  getOrganization: {
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
          'application/json': components['schemas']['OrganizationRead'];
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
  getOrganizationBySlug: {
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
          'application/json': components['schemas']['OrganizationRead'];
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
  listOrganizationMembers: {
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
          'application/json': components['schemas']['MemberReadPage'];
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
  updateMemberRole: {
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
        'application/json': components['schemas']['ChangeRoleBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberRead'];
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
  removeOrganizationMember: {
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
  updateSignupMechanism: {
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
        'application/json': components['schemas']['SignupMechanismBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrganizationRead'];
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
  joinOrganization: {
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
        'application/json': components['schemas']['JoinBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberRead'];
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
  listInvites: {
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
          'application/json': components['schemas']['InviteReadPage'];
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
  createInvites: {
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
        'application/json': components['schemas']['CreateInviteBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InviteRead'];
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
  deleteInvite: {
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
  provisionMember: {
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
        'application/json': components['schemas']['ProvisionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRead'];
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
  getOrganizationConfig: {
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
          'application/json': components['schemas']['OrgConfigRead'];
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
  updateOrganizationAiConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: number;
      };
      cookie?: never;
    };
    /** @description Absent fields keep their value */
    requestBody: {
      content: {
        'application/json': components['schemas']['AiConfigBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrgConfigRead'];
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
  updateOrganizationPaymentsConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: number;
      };
      cookie?: never;
    };
    /** @description Absent fields keep their value */
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentsConfigBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrgConfigRead'];
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
  updateOrganizationFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: number;
      };
      cookie?: never;
    };
    /** @description Switches families off or on; absent ones keep their value */
    requestBody: {
      content: {
        'application/json': components['schemas']['FeaturesConfigBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrgConfigRead'];
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
  activatePack: {
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
        'application/json': components['schemas']['ActivatePackBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackRead'];
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
  markPackCanceling: {
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
        'application/json': components['schemas']['PackSubscriptionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackRead'];
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
  deactivatePack: {
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
        'application/json': components['schemas']['PackSubscriptionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackRead'];
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
  getOrganizationPacks: {
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
          'application/json': components['schemas']['OrgPacksRead'];
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
  listApiTokens: {
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
          'application/json': components['schemas']['ApiTokenRead'][];
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
  createApiToken: {
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
        'application/json': components['schemas']['CreateTokenBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiTokenCreated'];
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
  getApiToken: {
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
          'application/json': components['schemas']['ApiTokenRead'];
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
  updateApiToken: {
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
        'application/json': components['schemas']['UpdateTokenBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiTokenRead'];
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
  revokeApiToken: {
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
  swapApiTokenForSession: {
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
        'application/json': components['schemas']['TokenSwapBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SwappedSession'];
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
  listWebhookEvents: {
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
          'application/json': components['schemas']['EventCatalogue'];
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
  listWebhooks: {
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
          'application/json': components['schemas']['WebhookRead'][];
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
  createWebhook: {
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
        'application/json': components['schemas']['CreateWebhookBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookWithSecret'];
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
  getWebhook: {
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
          'application/json': components['schemas']['WebhookRead'];
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
  updateWebhook: {
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
        'application/json': components['schemas']['UpdateWebhookBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookRead'];
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
  deleteWebhook: {
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
  regenerateWebhookSecret: {
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
          'application/json': components['schemas']['WebhookWithSecret'];
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
  testWebhook: {
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
          'application/json': components['schemas']['DeliveryQueued'];
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
  listWebhookDeliveries: {
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
          'application/json': components['schemas']['DeliveryAttempt'][];
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
  redeliverWebhookDelivery: {
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
          'application/json': components['schemas']['DeliveryQueued'];
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
  listWebhookEventsShortForm: {
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
          'application/json': components['schemas']['EventCatalogue'];
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
  listWebhooksShortForm: {
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
          'application/json': components['schemas']['WebhookRead'][];
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
  createWebhookShortForm: {
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
        'application/json': components['schemas']['CreateWebhookBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookWithSecret'];
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
  getWebhookShortForm: {
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
          'application/json': components['schemas']['WebhookRead'];
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
  updateWebhookShortForm: {
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
        'application/json': components['schemas']['UpdateWebhookBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookRead'];
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
  deleteWebhookShortForm: {
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
  regenerateWebhookSecretShortForm: {
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
          'application/json': components['schemas']['WebhookWithSecret'];
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
  testWebhookShortForm: {
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
          'application/json': components['schemas']['DeliveryQueued'];
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
  listWebhookDeliveriesShortForm: {
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
          'application/json': components['schemas']['DeliveryAttempt'][];
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
  redeliverWebhookDeliveryShortForm: {
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
          'application/json': components['schemas']['DeliveryQueued'];
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
  createCourse: {
    parameters: {
      query: {
        org_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          name: string;
          description: string;
          about: string;
          public: boolean;
          /** @enum {string} */
          thumbnail_type?: 'image' | 'video';
          learnings?: string;
          tags?: string;
          /**
           * Format: binary
           * @description An image, or a video with thumbnail_type video
           */
          thumbnail?: Blob;
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
          'application/json': components['schemas']['CourseRead'];
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
  listOrganizationCourses: {
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
          'application/json': components['schemas']['CourseReadListPage'];
        };
      };
      /** @description Not modified: the ETag in If-None-Match is still current; no body */
      304: {
        headers: {
          /** @description The current entity tag */
          ETag?: string;
          /** @description `private, no-cache` */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content?: never;
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
  getCourse: {
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
          'application/json': components['schemas']['CourseRead'];
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
  updateCourse: {
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
        'application/json': components['schemas']['UpdateCourseBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseRead'];
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
  deleteCourse: {
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
  getCourseThumbnail: {
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
      /** @description The file, with the media type it was stored with */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
    };
  };
  replaceCourseThumbnail: {
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
        'multipart/form-data': {
          thumbnail_type?: 'image' | 'video';
          /**
           * Format: binary
           * @description An image, or a video with thumbnail_type video
           */
          thumbnail: Blob;
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
          'application/json': components['schemas']['CourseRead'];
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
  getCourseTree: {
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
          'application/json': components['schemas']['CourseTree'];
        };
      };
      /** @description Not modified: the ETag in If-None-Match is still current; no body */
      304: {
        headers: {
          /** @description The current entity tag */
          ETag?: string;
          /** @description `private, no-cache` */
          'Cache-Control'?: string;
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
  createChapter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateChapterBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChapterRead'];
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
  getChapter: {
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
          'application/json': components['schemas']['ChapterRead'];
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
  updateChapter: {
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
        'application/json': components['schemas']['UpdateChapterBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChapterRead'];
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
  deleteChapter: {
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
  reorderCourseTree: {
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
        'application/json': components['schemas']['ReorderBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseTree'];
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
  listCourseContributors: {
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
          'application/json': components['schemas']['AuthorRead'][];
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
  addCourseContributors: {
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
        'application/json': components['schemas']['AddContributorsBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorRead'][];
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
  removeCourseContributors: {
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
          'application/json': components['schemas']['AuthorRead'][];
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
  listCourseUpdates: {
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
          'application/json': components['schemas']['CourseUpdateReadPage'];
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
  createCourseUpdate: {
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
        'application/json': components['schemas']['CreateCourseUpdateBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseUpdateRead'];
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
  getCourseUpdate: {
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
          'application/json': components['schemas']['CourseUpdateRead'];
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
  updateCourseUpdate: {
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
        'application/json': components['schemas']['EditCourseUpdateBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseUpdateRead'];
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
  deleteCourseUpdate: {
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
  createActivity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateActivityBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityRead'];
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
  uploadVideoActivity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          name: string;
          chapter_id: number;
          details?: string;
          /** @description Accepted and ignored: these creators always create unpublished [SPEC 3] */
          published?: boolean;
          /**
           * Format: binary
           * @description An mp4 or webm video
           */
          video_file: Blob;
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
          'application/json': components['schemas']['ActivityRead'];
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
  createExternalVideoActivity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExternalVideoBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityRead'];
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
  uploadPdfActivity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          name: string;
          chapter_id: number;
          /** @description Accepted and ignored: these creators always create unpublished [SPEC 3] */
          published?: boolean;
          /**
           * Format: binary
           * @description A PDF document
           */
          pdf_file: Blob;
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
          'application/json': components['schemas']['ActivityRead'];
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
  getActivity: {
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
          'application/json': components['schemas']['ActivityRead'];
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
  updateActivity: {
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
        'application/json': components['schemas']['UpdateActivityBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityRead'];
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
  deleteActivity: {
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
  getActivityFile: {
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
      /** @description The whole file, with the media type it was stored with; `Accept-Ranges: bytes` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
        };
      };
      /** @description One range of the file (`Range: bytes=…`), with `Content-Range` */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listActivityVersions: {
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
          'application/json': components['schemas']['ActivityVersionSummary'][];
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
  getActivityVersion: {
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
          'application/json': components['schemas']['ActivityVersion'];
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
  restoreActivityVersion: {
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
          'application/json': components['schemas']['ActivityRead'];
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
  getActivityMarkdown: {
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
      /** @description The markdown text, as the source served it (UTF-8) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/markdown': string;
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
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  analyzeScormPackage: {
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
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The package: a ZIP with imsmanifest.xml at its root
           */
          scorm_file: Blob;
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
          'application/json': components['schemas']['ScormPackageAnalysis'];
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
  importScormPackage: {
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
        'application/json': components['schemas']['ScormImportBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScormImportedActivities'];
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
  launchScormActivity: {
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
      /** @description The player page (HTML of the web app) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
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
  getScormContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        activity_uuid: string;
        /** @description The file path in the package, optionally after a launch token `~<token>/` */
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, typed by its extension, sandboxed (`Content-Security-Policy: sandbox allow-scripts allow-forms allow-popups allow-modals`); `Accept-Ranges: bytes` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
        };
      };
      /** @description One range of the file (`Range: bytes=…`), with `Content-Range` */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
      416: {
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
  uploadImageBlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          activity_uuid: string;
          /**
           * Format: binary
           * @description Extensions jpg, jpeg, png, gif, webp
           */
          file_object: Blob;
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
          'application/json': components['schemas']['BlockRead'];
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
  uploadVideoBlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          activity_uuid: string;
          /**
           * Format: binary
           * @description Extensions mp4, webm, ogg
           */
          file_object: Blob;
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
          'application/json': components['schemas']['BlockRead'];
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
  uploadPdfBlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          activity_uuid: string;
          /**
           * Format: binary
           * @description Extensions pdf
           */
          file_object: Blob;
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
          'application/json': components['schemas']['BlockRead'];
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
  uploadAudioBlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          activity_uuid: string;
          /**
           * Format: binary
           * @description Extensions mp3, wav, ogg, m4a
           */
          file_object: Blob;
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
          'application/json': components['schemas']['BlockRead'];
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
  getBlock: {
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
          'application/json': components['schemas']['BlockRead'];
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
  deleteBlock: {
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
  getBlockFile: {
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
      /** @description The whole file, with the media type it was stored with; `Accept-Ranges: bytes` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
        };
      };
      /** @description One range of the file (`Range: bytes=…`), with `Content-Range` */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAssignmentBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssignmentRead'];
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
  getAssignment: {
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
          'application/json': components['schemas']['AssignmentRead'];
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
  updateAssignment: {
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
        'application/json': components['schemas']['UpdateAssignmentBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssignmentRead'];
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
  deleteAssignment: {
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
  getActivityAssignment: {
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
          'application/json': components['schemas']['AssignmentRead'];
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
  listCourseAssignments: {
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
          'application/json': components['schemas']['AssignmentRead'][];
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
  listTasks: {
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
          'application/json': components['schemas']['TaskRead'][];
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
  createTask: {
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
        'application/json': components['schemas']['CreateTaskBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskRead'];
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
  getTask: {
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
          'application/json': components['schemas']['TaskRead'];
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
  getTaskReferenceFile: {
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
      /** @description The file, with the media type it was stored with */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
    };
  };
  updateTask: {
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
        'application/json': components['schemas']['UpdateTaskBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskRead'];
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
  deleteTask: {
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
  uploadTaskReferenceFile: {
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
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A document (pdf, docx, …)
           */
          reference_file: Blob;
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
          'application/json': components['schemas']['TaskRead'];
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
  listTaskAnswers: {
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
          'application/json': components['schemas']['TaskAnswerRead'][];
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
  saveTaskAnswer: {
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
        'application/json': components['schemas']['SaveAnswerBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubmissionAttempt'];
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
  uploadTaskAnswerFile: {
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
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A document (pdf, docx, zip, …)
           */
          submission_file: Blob;
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
          'application/json': components['schemas']['SubmittedFileRead'];
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
  getTaskAnswerFile: {
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
      /** @description The file, with the media type it was stored with */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
    };
  };
  listSubmissions: {
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
          'application/json': components['schemas']['SubmissionAttempt'][];
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
  submitAssignment: {
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
          'application/json': components['schemas']['SubmissionAttempt'];
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
  getMySubmission: {
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
          'application/json': components['schemas']['SubmissionRead'];
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
  getMyTaskAnswer: {
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
          'application/json': components['schemas']['TaskAnswerRead'];
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
  retryAssignment: {
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
          'application/json': components['schemas']['SubmissionAttempt'];
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
  getSubmission: {
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
          'application/json': components['schemas']['SubmissionRead'];
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
  gradeSubmission: {
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
        'application/json': components['schemas']['ManualGradeBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GradeRead'];
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
  rejectSubmission: {
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
          'application/json': components['schemas']['SubmissionRead'];
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
  getTaskAnswer: {
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
          'application/json': components['schemas']['TaskAnswerRead'];
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
  getGrade: {
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
          'application/json': components['schemas']['GradeRead'];
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
  recomputeGrade: {
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
        'application/json': components['schemas']['GradeBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GradeRead'];
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
  createCertification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCertificationBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CertificationRead'];
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
  getCourseCertification: {
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
          'application/json': components['schemas']['CertificationRead'];
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
  replaceCertification: {
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
        'application/json': components['schemas']['UpdateCertificationBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CertificationRead'];
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
  deleteCertification: {
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
  getMyCertificate: {
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
          'application/json': components['schemas']['OwnCertificate'];
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
  verifyCertificate: {
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
          'application/json': components['schemas']['CertificateVerification'];
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
  enrolInCourse: {
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
          'application/json': components['schemas']['CourseRun'];
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
  leaveCourse: {
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
  markActivityDone: {
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
          'application/json': components['schemas']['CourseRun'];
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
  markActivityNotDone: {
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
          'application/json': components['schemas']['CourseRun'];
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
  getMyTrail: {
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
          'application/json': components['schemas']['Trail'];
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
  enrolLearnersInBulk: {
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
        'application/json': components['schemas']['BulkEnrolBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkEnrolResult'];
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
  enrolLearner: {
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
          'application/json': components['schemas']['CourseRun'];
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
  unenrolLearner: {
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
  markLearnerActivityDone: {
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
          'application/json': components['schemas']['CourseRun'];
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
  markLearnerActivityNotDone: {
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
          'application/json': components['schemas']['CourseRun'];
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
  getLearnerProgress: {
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
          'application/json': components['schemas']['CourseRun'];
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
  markAssignmentDone: {
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
          'application/json': components['schemas']['CourseRun'];
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
  createUsergroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUsergroupBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsergroupRead'];
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
  listUsergroups: {
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
          'application/json': components['schemas']['UsergroupReadPage'];
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
  getUsergroup: {
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
          'application/json': components['schemas']['UsergroupRead'];
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
  updateUsergroup: {
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
        'application/json': components['schemas']['UpdateUsergroupBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsergroupRead'];
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
  deleteUsergroup: {
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
  addUsergroupMembers: {
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
          'application/json': components['schemas']['UsergroupUsersChange'];
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
  removeUsergroupMembers: {
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
          'application/json': components['schemas']['UsergroupUsersChange'];
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
  listUsergroupMembers: {
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
          'application/json': components['schemas']['UsergroupMemberPage'];
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
  linkUsergroupResources: {
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
          'application/json': components['schemas']['UsergroupResourcesChange'];
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
  unlinkUsergroupResources: {
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
          'application/json': components['schemas']['UsergroupResourcesChange'];
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
  listUsergroupResources: {
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
          'application/json': components['schemas']['UsergroupResourcePage'];
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
  listResourceUsergroups: {
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
          'application/json': components['schemas']['UsergroupReadPage'];
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
  createPodcast: {
    parameters: {
      query: {
        org_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          name: string;
          description?: string;
          about?: string;
          /** @description A JSON-encoded array of strings */
          tags?: string;
          /** @default false */
          public?: boolean;
          /**
           * Format: binary
           * @description A PNG, JPEG, GIF or WebP image
           */
          thumbnail?: Blob;
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
          'application/json': components['schemas']['PodcastRead'];
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
  listOrganizationPodcasts: {
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
          'application/json': components['schemas']['PodcastReadPage'];
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
  getPodcast: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        podcast_uuid: string;
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
          'application/json': components['schemas']['PodcastRead'];
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
  updatePodcast: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        podcast_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePodcastBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PodcastRead'];
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
  deletePodcast: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        podcast_uuid: string;
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
  getPodcastThumbnail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        podcast_uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file, with the media type it was stored with; `Accept-Ranges: bytes` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
        };
      };
      /** @description One range of the file (`Range: bytes=…`), with `Content-Range` */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
      416: {
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
  getPodcastFeed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        podcast_uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description RSS 2.0 with iTunes tags (`application/rss+xml; charset=utf-8`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/rss+xml': string;
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
  listPodcastEpisodes: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        podcast_uuid: string;
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
          'application/json': components['schemas']['EpisodeReadPage'];
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
  createPodcastEpisode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        podcast_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          title: string;
          description?: string;
          duration_seconds?: number;
          /** @default false */
          published?: boolean;
          /**
           * Format: binary
           * @description MP3, WAV, OGG (Vorbis or Opus) or M4A, judged by its bytes
           */
          audio: Blob;
          /**
           * Format: binary
           * @description A PNG, JPEG, GIF or WebP image
           */
          thumbnail?: Blob;
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
          'application/json': components['schemas']['EpisodeRead'];
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
  orderPodcastEpisodes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        podcast_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EpisodeOrderBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EpisodeRead'][];
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
  getPodcastEpisode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        episode_uuid: string;
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
          'application/json': components['schemas']['EpisodeRead'];
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
  updatePodcastEpisode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        episode_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateEpisodeBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EpisodeRead'];
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
  deletePodcastEpisode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        episode_uuid: string;
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
  getPodcastEpisodeAudio: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        episode_uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file, with the media type it was stored with; `Accept-Ranges: bytes` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
        };
      };
      /** @description One range of the file (`Range: bytes=…`), with `Content-Range` */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
      416: {
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
  replacePodcastEpisodeAudio: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        episode_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description MP3, WAV, OGG (Vorbis or Opus) or M4A, judged by its bytes
           */
          audio: Blob;
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
          'application/json': components['schemas']['EpisodeRead'];
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
  getPodcastEpisodeThumbnail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        episode_uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file, with the media type it was stored with; `Accept-Ranges: bytes` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
        };
      };
      /** @description One range of the file (`Range: bytes=…`), with `Content-Range` */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': Blob;
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
      416: {
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
  createCollection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCollectionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CollectionRead'];
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
  listOrganizationCollections: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        org_id: number;
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
          'application/json': components['schemas']['CollectionReadPage'];
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
  getCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        collection_uuid: string;
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
          'application/json': components['schemas']['CollectionRead'];
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
  updateCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        collection_uuid: string;
      };
      cookie?: never;
    };
    /** @description Partial: absent fields keep their values; `courses` given replaces the list in its order */
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCollectionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CollectionRead'];
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
  deleteCollection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        collection_uuid: string;
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
  createPlayground: {
    parameters: {
      query: {
        org_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePlaygroundBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaygroundRead'];
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
  listOrgPlaygrounds: {
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
          'application/json': components['schemas']['PlaygroundSummaryPage'];
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
  getPlayground: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        playground_uuid: string;
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
          'application/json': components['schemas']['PlaygroundRead'];
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
  updatePlayground: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        playground_uuid: string;
      };
      cookie?: never;
    };
    /** @description Partial: absent fields keep their value */
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePlaygroundBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaygroundRead'];
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
  deletePlayground: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        playground_uuid: string;
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
  viewPlayground: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        playground_uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page, served sandboxed (`Content-Security-Policy: sandbox allow-scripts`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
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
  listPlaygroundReactions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        playground_uuid: string;
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
          'application/json': components['schemas']['PlaygroundReactions'];
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
  togglePlaygroundReaction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        playground_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaygroundReactionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaygroundReactionToggled'];
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
  generatePlayground: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        playground_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GeneratePlaygroundBody'];
      };
    };
    responses: {
      /** @description Server-Sent Events: `delta` events `{content}` while the page is written; then `done` with the playground (PlaygroundRead) once the page is saved, or `error` `{detail, code}` when the generation failed (nothing saved) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
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
      502: {
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
  createCommunity: {
    parameters: {
      query: {
        org_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCommunityBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommunityRead'];
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
  listCommunities: {
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
          'application/json': components['schemas']['CommunityReadPage'];
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
  getCourseCommunity: {
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
          'application/json': components['schemas']['CommunityRead'];
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
  getCommunity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        community_uuid: string;
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
          'application/json': components['schemas']['CommunityRead'];
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
  updateCommunity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        community_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCommunityBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommunityRead'];
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
  deleteCommunity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        community_uuid: string;
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
  listDiscussions: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        sort?: 'recent' | 'top' | 'hot';
        label?: 'general' | 'question' | 'idea' | 'announcement' | 'showcase';
      };
      header?: never;
      path: {
        community_uuid: string;
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
          'application/json': components['schemas']['DiscussionReadPage'];
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
  createDiscussion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        community_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDiscussionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DiscussionRead'];
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
  getDiscussion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        discussion_uuid: string;
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
          'application/json': components['schemas']['DiscussionRead'];
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
  updateDiscussion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        discussion_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDiscussionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DiscussionRead'];
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
  deleteDiscussion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        discussion_uuid: string;
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
  pinDiscussion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        discussion_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PinDiscussionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DiscussionRead'];
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
  lockDiscussion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        discussion_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LockDiscussionBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DiscussionRead'];
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
  voteDiscussion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        discussion_uuid: string;
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
          'application/json': components['schemas']['DiscussionVoteRead'];
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
  unvoteDiscussion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        discussion_uuid: string;
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
          'application/json': components['schemas']['DiscussionVoteRead'];
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
  listComments: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        discussion_uuid: string;
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
          'application/json': components['schemas']['CommentReadPage'];
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
  createComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        discussion_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CommentBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentRead'];
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
  updateComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        comment_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CommentBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentRead'];
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
  deleteComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        comment_uuid: string;
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
  voteComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        comment_uuid: string;
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
          'application/json': components['schemas']['CommentVoteRead'];
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
  unvoteComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        comment_uuid: string;
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
          'application/json': components['schemas']['CommentVoteRead'];
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
  createBoard: {
    parameters: {
      query: {
        org_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateBoardBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BoardRead'];
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
  listBoards: {
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
          'application/json': components['schemas']['BoardReadPage'];
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
  getBoard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
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
          'application/json': components['schemas']['BoardRead'];
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
  updateBoard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
      };
      cookie?: never;
    };
    /** @description Partial: absent fields keep their value */
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateBoardBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BoardRead'];
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
  deleteBoard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
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
  listBoardMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
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
          'application/json': components['schemas']['BoardMemberList'];
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
  addBoardMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddBoardMemberBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BoardMemberRead'];
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
  addBoardMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
      };
      cookie?: never;
    };
    /** @description All or nothing: one refusal and nobody is added */
    requestBody: {
      content: {
        'application/json': components['schemas']['AddBoardMembersBody'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BoardMemberList'];
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
  removeBoardMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
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
  getBoardDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A Yjs update (version 1 encoding) holding the whole document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': Blob;
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
  initializeScormRuntime: {
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
          'application/json': components['schemas']['ScormLaunchRead'];
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
  commitScormRuntime: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        activity_uuid: string;
      };
      cookie?: never;
    };
    /** @description A flat map of CMI elements the SCO set, element → value (`{"cmi.core.lesson_status": "completed"}`); read-only, unknown or malformed elements refuse the whole commit (422) */
    requestBody: {
      content: {
        'application/json': components['schemas']['ScormCmiValues'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScormRuntimeRead'];
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
  terminateScormRuntime: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        activity_uuid: string;
      };
      cookie?: never;
    };
    /** @description A flat map of CMI elements the SCO set, element → value (`{"cmi.core.lesson_status": "completed"}`); read-only, unknown or malformed elements refuse the whole commit (422) */
    requestBody: {
      content: {
        'application/json': components['schemas']['ScormCmiValues'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScormRuntimeRead'];
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
  listScormResults: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
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
          'application/json': components['schemas']['ScormResultReadPage'];
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
  postBoardDocumentUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
      };
      cookie?: never;
    };
    /** @description A Yjs update (version 1 encoding) */
    requestBody: {
      content: {
        'application/octet-stream': Blob;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BoardDocumentUpdated'];
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
  boardLive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        board_uuid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Switching Protocols: the connection is now the WebSocket */
      101: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Never answered: an upgrade request switches protocols (101) */
      200: {
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
}
