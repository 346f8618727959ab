/** Home and away names from an event description "Home vs Away"; an outright is a single name. */
export function teamsOf(description: string): string[] {
  const parts = description.split(/\s+vs\.?\s+/i);
  return parts.length === 2 ? parts : [description];
}
