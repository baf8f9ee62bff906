/**
 * Picks webhook events from the live catalogue (`GET /orgs/{org_id}/webhooks/events` [CONTRACT 7]): one group
 * per category, each event a labelled checkbox with its description read alongside it.
 */
import type { components } from '@lms/client';
import { api, call } from '../../api.ts';
import { Async, useLoad } from '../../ui/async.tsx';

type Catalogue = components['schemas']['EventCatalogue']['events'];

export function useCatalogue(orgId: number) {
  return useLoad(
    async () =>
      (await call(api.GET('/api/v1/orgs/{org_id}/webhooks/events', { params: { path: { org_id: orgId } } })))
        .events,
    [orgId],
  );
}

function groups(catalogue: Catalogue): [string, [string, string][]][] {
  const byCategory = new Map<string, [string, string][]>();
  for (const [name, entry] of Object.entries(catalogue)) {
    const list = byCategory.get(entry.category) ?? [];
    list.push([name, entry.description]);
    byCategory.set(entry.category, list);
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, events]) => [category, events.sort(([a], [b]) => a.localeCompare(b))]);
}

export function EventPicker({
  orgId,
  selected,
  onChange,
}: {
  orgId: number;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const catalogue = useCatalogue(orgId);
  const toggle = (names: string[], on: boolean) => {
    const next = new Set(selected);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange(next);
  };
  return (
    <Async state={catalogue}>
      {(events) => (
        <div class="event-groups">
          {groups(events).map(([category, list]) => {
            const names = list.map(([name]) => name);
            const all = names.every((name) => selected.has(name));
            return (
              <fieldset key={category}>
                <legend>{category}</legend>
                <button
                  type="button"
                  class="button-secondary"
                  aria-label={`${all ? 'Clear' : 'Select'} all ${category} events`}
                  onClick={() => toggle(names, !all)}
                >
                  {all ? 'Clear all' : 'Select all'}
                </button>
                {list.map(([name, description]) => {
                  const id = `event-${name}`;
                  return (
                    <div class="check" key={name}>
                      <input
                        type="checkbox"
                        id={id}
                        checked={selected.has(name)}
                        aria-describedby={`${id}-hint`}
                        onChange={(event) => toggle([name], event.currentTarget.checked)}
                      />
                      <label for={id} class="event-name">
                        {name}
                      </label>
                      <p class="hint" id={`${id}-hint`}>
                        {description}
                      </p>
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
        </div>
      )}
    </Async>
  );
}
