import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from '../../plugins/announcement-bar-id';

describe('announcement-bar-id options', () => {
  const check = (options: unknown) => validateOptions({options, validate: normalizePluginOptions as never});
  it('keeps the id', () => {
    expect(check({announcementId: 'documented-version-0.50.0'})).toMatchObject({
      announcementId: 'documented-version-0.50.0',
    });
  });
  it('rejects a missing or blank id and unknown keys', () => {
    expect(() => check({})).toThrow(/"announcementId" is required/);
    expect(() => check({announcementId: '  '})).toThrow(/announcementId/);
    expect(() => check({announcementId: 'x', announcement: 'y'})).toThrow(/"announcement" is not allowed/);
  });
});
