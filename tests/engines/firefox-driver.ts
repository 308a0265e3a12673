// Firefox ESR (Debian) driven by puppeteer-core over WebDriver BiDi; no geckodriver needed. Its
// own offline mode cuts the page off, so navigator.onLine turns false as on a real tablet.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { describeTarget, FIND_ELEMENT, waitFor, type Driver, type Size, type Target } from './driver';

const FIND_FILE_INPUT = `return document.querySelector('[role=dialog] input[type=file][multiple]') || document.querySelector('input[type=file][multiple]');`;

export async function firefoxDriver(size: Size): Promise<Driver> {
  // A profile of its own on disk: persistent storage, as on a tablet.
  const profile = await mkdtemp(path.join(tmpdir(), 'vor-ort-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: { 'intl.accept_languages': 'de-DE' },
  });
  const page = await browser.newPage();
  await page.setViewport({ width: size.width, height: size.height, hasTouch: size.name === 'phone', isMobile: size.name === 'phone' });
  // Screens load their code lazily: an element is awaited as a user would wait for it.
  const find = async (target: Target): Promise<ElementHandle<Element>> => {
    let element: ElementHandle<Element> | null = null;
    await waitFor(describeTarget(target), async () => {
      const handle = await page.evaluateHandle(new Function(FIND_ELEMENT) as (target: Target) => Element | null, target);
      element = handle.asElement() as ElementHandle<Element> | null;
      return element !== null;
    });
    return element as unknown as ElementHandle<Element>;
  };
  return {
    engine: 'firefox',
    offlineBy: 'offline mode',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    url: async () => page.url(),
    run: (body, ...args) => page.evaluate(new Function(body) as (...values: unknown[]) => never, ...args),
    click: async (target) => (await find(target)).click(),
    type: async (target, text) => (await find(target)).type(text),
    setFiles: async (paths) => {
      let input: ElementHandle<HTMLInputElement> | null = null;
      await waitFor('ein Datei-Feld', async () => {
        input = (await page.evaluateHandle(new Function(FIND_FILE_INPUT) as () => HTMLInputElement | null)).asElement() as ElementHandle<HTMLInputElement> | null;
        return input !== null;
      });
      await (input as unknown as ElementHandle<HTMLInputElement>).uploadFile(...paths);
    },
    setOffline: (offline) => page.setOfflineMode(offline),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    close: async () => {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
