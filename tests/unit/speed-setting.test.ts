import {describe, expect, it} from 'vitest';
import {speedMechanisms, speedMechanismsOn} from '../../plugins/speed/setting';

describe('LEXICAL_DOCS_SPEED_LAYER', () => {
  it('turns every mechanism on when unset, empty or "on", and none when "off"', () => {
    for (const value of [undefined, '', ' on ']) expect([...speedMechanismsOn(value)]).toEqual([...speedMechanisms]);
    expect(speedMechanismsOn('off').size).toBe(0);
  });

  it('leaves out the mechanisms named after "without:", and the parts of lean-runtime with it', () => {
    const on = speedMechanismsOn('without:hash-carriers, client-site-config');
    expect(on.has('hash-carriers')).toBe(false);
    expect(on.has('client-site-config')).toBe(false);
    expect(on.has('compact-leaf-routes')).toBe(true);
    expect(on.size).toBe(speedMechanisms.length - 2);
    expect([...speedMechanismsOn('without:lean-runtime')]).not.toContain('compact-leaf-routes');
    expect([...speedMechanismsOn('without:lean-runtime')]).not.toContain('hash-carriers');
  });

  it('rejects any other value with a message that lists what it takes', () => {
    expect(() => speedMechanismsOn('yes')).toThrow(/"yes": it takes "on".*hash-carriers/);
    expect(() => speedMechanismsOn('without:hash-carrier')).toThrow(/no mechanism "hash-carrier"/);
    expect(() => speedMechanismsOn('without:')).toThrow(/it takes/);
  });
});
