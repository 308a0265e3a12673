// WebKitGTK (Debian webkit2gtk-driver) over classic WebDriver: WebKitWebDriver under xvfb-run
// (MiniBrowser's --headless hangs the session) starts MiniBrowser in automation mode. WebDriver
// cannot switch the network off, so offline here means the proxy in front of the server refuses
// every connection, while navigator.onLine stays true: Wi-Fi without a route.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port';
import { describeTarget, FIND_ELEMENT, waitFor, type Driver, type Size, type Target } from './driver';
import type { Proxy } from './proxy';

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** A web element reference: one key (the WebDriver element identifier) with the element's id. */
const elementId = (reference: Record<string, string>) => Object.values(reference)[0];

const SHOW_FILE_INPUT = `
  const input = document.querySelector('[role=dialog] input[type=file][multiple]') || document.querySelector('input[type=file][multiple]');
  if (input) Object.assign(input.style, { display: 'block', opacity: '1', position: 'static', width: '200px', height: '40px', clip: 'auto', clipPath: 'none' });
  return input;
`;

export async function webkitDriver(size: Size, proxy: Proxy): Promise<Driver> {
  const port = await freePort();
  const driverProcess: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1400x24', 'WebKitWebDriver', `--port=${port}`], { stdio: 'ignore', detached: true });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    // WebKitWebDriver leaves some messages empty: the error code then says what went wrong.
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${[answer.value?.error ?? response.status, answer.value?.message].filter(Boolean).join(': ')}`);
    return answer.value;
  };
  await waitFor('WebKitWebDriver antwortet', async () => (await fetch(`${base}/status`)).ok, 20_000);
  const session = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
  });
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/window/rect`, { width: size.width, height: size.height });
  await call('POST', `${s}/timeouts`, { script: 60_000, pageLoad: 60_000 });
  const execute = <T>(script: string, args: unknown[]) => call<T>('POST', `${s}/execute/sync`, { script, args });
  // Screens load their code lazily: an element is awaited as a user would wait for it.
  const find = async (target: Target): Promise<string> => {
    let element: Record<string, string> | null = null;
    await waitFor(describeTarget(target), async () => (element = await execute<Record<string, string> | null>(FIND_ELEMENT, [target])) !== null);
    return elementId(element as unknown as Record<string, string>);
  };
  return {
    engine: 'webkit',
    offlineBy: 'proxy',
    goto: async (url) => void (await call('POST', `${s}/url`, { url })),
    reload: async () => void (await call('POST', `${s}/refresh`, {})),
    url: () => call<string>('GET', `${s}/url`),
    run: (body, ...args) => execute(body, args),
    // A dialog still fading in refuses the click ('not interactable'): tapped again, as a user would.
    click: (target) =>
      waitFor(`Klick auf ${describeTarget(target)}`, async () => {
        await call('POST', `${s}/element/${await find(target)}/click`, {});
        return true;
      }),
    type: async (target, text) => void (await call('POST', `${s}/element/${await find(target)}/value`, { text })),
    setFiles: async (paths) => {
      let input: Record<string, string> | null = null;
      await waitFor('ein Datei-Feld', async () => (input = await execute<Record<string, string> | null>(SHOW_FILE_INPUT, [])) !== null);
      await call('POST', `${s}/element/${elementId(input as unknown as Record<string, string>)}/value`, { text: paths.join('\n') });
    },
    setOffline: async (offline) => proxy.refuse(offline),
    screenshot: async () => Buffer.from(await call<string>('GET', `${s}/screenshot`), 'base64'),
    close: async () => {
      await call('DELETE', s).catch(() => undefined);
      if (driverProcess.pid) {
        try {
          process.kill(-driverProcess.pid, 'SIGTERM');
        } catch {
          // Gone already.
        }
      }
    },
  };
}
