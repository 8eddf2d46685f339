import { NOTIFICATION_SETTING_MESSAGES, ZUpdateNotificationSettingsRequest } from '@barterbits/contracts';
import { describe, expect, it } from 'vitest';
import { radiusPatch, ZRadiusForm } from './radius-form.ts';

const saved = { offerRadius: 20, memberRadius: 20 };

describe('ZRadiusForm', () => {
  it('takes whole km from 1 to 100', () => {
    expect(ZRadiusForm.safeParse({ offerRadius: 1, memberRadius: 100 }).success).toBe(true);
  });

  it.each([0, 101, 2.5, Number.NaN])('refuses %s with the server message', (km) => {
    const r = ZRadiusForm.safeParse({ offerRadius: km, memberRadius: 20 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['offerRadius', NOTIFICATION_SETTING_MESSAGES.radius],
    ]);
  });
});

describe('radiusPatch', () => {
  it('sends only the distances that changed', () => {
    const body = radiusPatch({ offerRadius: 35, memberRadius: 20 }, saved);
    expect(body).toEqual({ offerRadius: 35 });
    expect(ZUpdateNotificationSettingsRequest.safeParse(body).success).toBe(true);
    expect(radiusPatch({ offerRadius: 35, memberRadius: 5 }, saved)).toEqual({
      offerRadius: 35,
      memberRadius: 5,
    });
  });

  it('is null when nothing changed (the server refuses an empty change)', () => {
    expect(radiusPatch(saved, saved)).toBeNull();
  });
});
