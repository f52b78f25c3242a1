import {describe, expect, it} from 'vitest';
import {profileChromiumPath, testChromiumPath} from '../helpers/chromium';

describe('the Chromium the end-to-end tests drive', () => {
  it('is CHROMIUM_PATH when it is set, whatever is installed', () => {
    expect(testChromiumPath({CHROMIUM_PATH: '/opt/chrome/chrome'}, () => true)).toBe('/opt/chrome/chrome');
  });

  it("is Debian's headless shell when it is installed", () => {
    expect(testChromiumPath({}, () => true)).toBe('/usr/bin/chromium-headless-shell');
  });

  it("falls back to Debian's full chromium", () => {
    expect(testChromiumPath({}, (file) => file === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
  });

  it('names the headless shell when neither is installed, so the launch error says what to install', () => {
    expect(testChromiumPath({}, () => false)).toBe('/usr/bin/chromium-headless-shell');
  });
});

describe('the Chromium of the test that needs a real browser profile', () => {
  it('is the full browser, even when the suite drives the headless shell', () => {
    expect(profileChromiumPath({}, () => true)).toBe('/usr/bin/chromium');
  });

  it('is CHROMIUM_PATH when that names a full browser, and never a headless shell', () => {
    expect(profileChromiumPath({CHROMIUM_PATH: '/opt/chrome/chrome'}, () => false)).toBe('/opt/chrome/chrome');
    expect(profileChromiumPath({CHROMIUM_PATH: '/usr/bin/chromium-headless-shell'}, () => false)).toBeUndefined();
  });
});
