/**
 * One attempt on the wire [SPEC 6.1]: a delivery's payload POSTed to its endpoint through the guarded client,
 * signed with the endpoint's secret, which is decrypted once per sealed form and kept.
 */
import type { SecretBox } from '../../../platform/secret-box.ts';
import type { DeliveryRow } from './outbox.repository.ts';
import type { SafeWebhookClient, WebhookResponse } from './safe-client.ts';
import { sign } from './signature.ts';

/** SPEC 6.1 (neutral name, version 1.0 [SPEC 9]). */
export const USER_AGENT = 'Service-Webhooks/1.0';
/** Decrypted signing secrets kept, by sealed form (a regenerated secret has a new sealed form). */
const SECRETS_CACHED = 1000;

export type Endpoint = { url: string; secret_encrypted: string };

export class AttemptSender {
  private readonly secrets = new Map<string, string>();

  constructor(private readonly deps: { client: SafeWebhookClient; secrets: SecretBox; timeoutMs: number }) {}

  async send(delivery: DeliveryRow, endpoint: Endpoint): Promise<WebhookResponse> {
    let secret: string;
    try {
      secret = this.secret(endpoint.secret_encrypted);
    } catch {
      // Never send unsigned: a receiver that checks signatures would reject it, one that does not would trust it.
      return {
        success: false,
        status: null,
        body: null,
        error: 'the signing secret cannot be decrypted (was SECRET_KEY changed?); regenerate the secret',
        durationMs: 0,
      };
    }
    return this.deps.client.post({
      url: endpoint.url,
      body: delivery.payload,
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'x-webhook-event': delivery.event,
        'x-webhook-delivery': delivery.delivery_id,
        'x-webhook-signature': sign(secret, delivery.payload),
      },
      timeoutMs: this.deps.timeoutMs,
    });
  }

  /** The signing secret in clear, decrypted once per sealed form. */
  private secret(sealed: string): string {
    let secret = this.secrets.get(sealed);
    if (secret === undefined) {
      secret = this.deps.secrets.open(sealed);
      if (this.secrets.size >= SECRETS_CACHED) this.secrets.clear();
      this.secrets.set(sealed, secret);
    }
    return secret;
  }
}
