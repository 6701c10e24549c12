/*
 * The normal form of a URL, so that two ways of writing the same address compare equal.
 *
 * Decisions (SPEC §4: "URL tracking parameters are dropped before comparison"):
 * - scheme and host are lower-cased; a leading `www.` is dropped from the host, because
 *   `www.example.com` and `example.com` serve the same pages on practically every site;
 * - a written-out default port, the `#fragment`, a trailing slash and tracking parameters go;
 * - the remaining query parameters are sorted, so their order does not matter;
 * - a URL written without a scheme (`www.example.com/x`) gets `https://`;
 * - `http` and `https` differ only in transport: the comparison key leaves the scheme out, the
 *   value keeps it.
 * The path keeps its case: servers treat `/Reports` and `/reports` as different pages.
 */

/** Query parameters that only say where a click came from. `utm_*` is matched by prefix. */
const TRACKING_PARAMETERS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  '_ga',
  '_gl',
]);

export interface NormalUrl {
  /** `https://example.com/reports/2024?id=7` */
  value: string;
  /** The value without its scheme: what two URLs must share to be the same address. */
  key: string;
  host: string;
  /** Path without the trailing slash; `''` for the site root. */
  path: string;
  /** Sorted `name=value` pairs joined by `&`, tracking parameters removed; `''` for none. */
  query: string;
}

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMETERS.has(lower);
}

/** The normal form of a URL as written in a text, or null when it does not parse as a URL. */
export function normaliseUrl(written: string): NormalUrl | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(written) ? written : `https://${written}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (!host.includes('.') && host !== 'localhost') return null;
  // URL drops a default port itself; any port left is meaningful.
  const hostPort = url.port ? `${host}:${url.port}` : host;
  const path = url.pathname.replace(/\/+$/, '');
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !isTrackingParameter(name))
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = params.map(([k, v]) => (v === '' ? encodeURIComponent(k) : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)).join('&');
  const key = `${hostPort}${path}${query ? `?${query}` : ''}`;
  return { value: `${url.protocol}//${key}`, key, host: hostPort, path, query };
}
