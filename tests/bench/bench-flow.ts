/**
 * End-to-end flows that `npm run bench` times once each (not with autocannon): imports, races.
 * Each flow gets the local stack's URLs and ids and returns the figures of its result row.
 */
export interface BenchContext {
  apiUrl: string;
  cognitoUrl: string;
  ids: { userPoolId: string; userPoolClientId: string };
  /** An ID token of a seeded user (demo password). */
  signIn: (username: string) => Promise<string>;
}

export interface BenchFlow {
  name: string;
  run: (context: BenchContext) => Promise<Record<string, number | string>>;
}
