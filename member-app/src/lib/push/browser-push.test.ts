import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserPush } from './browser-push.ts';

/** A window whose click listeners the test fires, and a Notification whose prompt it answers. */
function stubBrowser() {
  const target = new EventTarget();
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');
  vi.stubGlobal('window', target);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  const click = (isTrusted: boolean) => {
    const event = new Event('click');
    Object.defineProperty(event, 'isTrusted', { value: isTrusted });
    target.dispatchEvent(event);
  };
  return { requestPermission, click };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserPush.askPermissionOnClick', () => {
  it("asks inside the member's own click, not a scripted one", async () => {
    const { requestPermission, click } = stubBrowser();
    const answer = browserPush.askPermissionOnClick(new AbortController().signal);
    click(false);
    expect(requestPermission).not.toHaveBeenCalled();
    click(true);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await expect(answer).resolves.toBe('granted');
    click(true);
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('gives up without asking when signed out first', async () => {
    const { requestPermission, click } = stubBrowser();
    const controller = new AbortController();
    const answer = browserPush.askPermissionOnClick(controller.signal);
    controller.abort();
    await expect(answer).resolves.toBeNull();
    click(true);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('reads no permission without the Notification API', () => {
    expect(browserPush.permission()).toBeNull();
  });
});
