// Whether the server answered the last request: Wi-Fi without a route (a captive portal, a repeater
// without uplink, a dead VPN) leaves navigator.onLine true while nothing gets through. No DOM and no
// React in here: the API client reports into it from the page and from the service worker alike.

let serverReachable = true;
const listeners = new Set<() => void>();

export function serverAnswered(): boolean {
  return serverReachable;
}

/** Told by the API client after each request: whether the server answered. */
export function reportServerReachable(reachable: boolean): void {
  if (reachable === serverReachable) return;
  serverReachable = reachable;
  for (const listener of listeners) listener();
}

export function onReachabilityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
