/** Request and response shapes of the operator API (spec §7) shared by the API server and clients. */

/** Ids one events query may name (`ids`, `eventPathIds`): the API refuses longer lists before it looks any up. */
export const IDS_PER_QUERY = 500;
export const DEFAULT_EVENTS_PER_PAGE = 20;
export const MAX_EVENTS_PER_PAGE = 500;
