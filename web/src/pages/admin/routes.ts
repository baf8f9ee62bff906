/** The admin pages (organization admins and maintainers); each is loaded when first opened. */
import type { RouteDef } from '../../router.tsx';
import { lazyPage } from './lazy-page.tsx';

const admin = (path: string, title: string, load: RouteDef['component']): RouteDef => ({
  path,
  title,
  access: 'admin',
  component: load,
});

export const ADMIN_ROUTES: RouteDef[] = [
  admin(
    '/admin',
    'Administration',
    lazyPage(() => import('./overview.tsx').then((m) => m.AdminOverviewPage)),
  ),
  admin(
    '/admin/members',
    'Members',
    lazyPage(() => import('./members.tsx').then((m) => m.MembersPage)),
  ),
  admin(
    '/admin/invites',
    'Invites',
    lazyPage(() => import('./invites.tsx').then((m) => m.InvitesPage)),
  ),
  admin(
    '/admin/tokens',
    'API tokens',
    lazyPage(() => import('./tokens.tsx').then((m) => m.TokensPage)),
  ),
  admin(
    '/admin/webhooks',
    'Webhooks',
    lazyPage(() => import('./webhooks.tsx').then((m) => m.WebhooksPage)),
  ),
  admin(
    '/admin/webhooks/:webhook_uuid',
    'Webhook endpoint',
    lazyPage(() => import('./webhook-detail.tsx').then((m) => m.WebhookDetailPage)),
  ),
];
