/**
 * The event catalogue [SPEC 6.3; CONTRACT 7]: every event a webhook endpoint can subscribe to, with its
 * category, a description and a JSON Schema (2020-12) of its `data`. `GET …/webhooks/events` serves it as is,
 * subscriptions are validated against it, and every payload is checked against it at dispatch.
 *
 * Each `data` schema forbids properties it does not name, so a payload that drifts from the catalogue shows
 * up as a warning in the log rather than as a silent surprise for integrators.
 */
import { type Static } from 'typebox';
import { COMMUNITY_AND_ORGANIZATION_EVENTS } from './catalogue-community.ts';
import { LEARNING_AND_CONTENT_EVENTS } from './catalogue-learning.ts';
import { define, type EventCategory } from './catalogue-shapes.ts';

export type { EventCategory } from './catalogue-shapes.ts';

/** Every event, in the order the events endpoint lists them. */
export const CATALOGUE = define({ ...LEARNING_AND_CONTENT_EVENTS, ...COMMUNITY_AND_ORGANIZATION_EVENTS });

export type EventName = keyof typeof CATALOGUE;
export type EventData<E extends EventName> = Static<(typeof CATALOGUE)[E]['data']>;

export const EVENT_NAMES = Object.keys(CATALOGUE) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(CATALOGUE, name);
}

export interface CatalogueEntry {
  category: EventCategory;
  description: string;
  data_schema: Record<string, unknown>;
}

const JSON_SCHEMA_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** The events endpoint's body: `{events: {<name>: {category, description, data_schema}}}` [CONTRACT 7]. */
export function catalogueDocument(): { events: Record<string, CatalogueEntry> } {
  return {
    events: Object.fromEntries(
      EVENT_NAMES.map((name) => {
        const { category, description, data } = CATALOGUE[name];
        // A plain-JSON copy: what the endpoint serves is exactly what validation uses.
        const schema = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
        return [name, { category, description, data_schema: { $schema: JSON_SCHEMA_2020_12, ...schema } }];
      }),
    ),
  };
}
