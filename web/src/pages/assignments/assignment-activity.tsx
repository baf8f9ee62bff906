/** The assignment of an activity, answered in place (SUBTYPE_ASSIGNMENT_ANY): its tasks, saving and submitting. */
export function AssignmentActivity({ activityUuid }: { activityUuid: string }) {
  return <p data-activity={activityUuid}>This assignment opens here soon.</p>;
}
