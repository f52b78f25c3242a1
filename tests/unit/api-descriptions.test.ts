import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  classMemberDocs,
  descriptionKeyStatus,
  descriptionParts,
  lexicalPackagesModel,
  readDescriptions,
} from '../../lib/lexical-packages';
import {descriptionFileName, markdownProblem} from '../../lib/lexical-packages/descriptions';
import {descriptionDisplayParts} from '../../plugins/api-reference/siteDescriptions';
import {coreClasses} from '../helpers/coreClasses';

describe('every export is described', () => {
  const model = lexicalPackagesModel();
  it('by its doc comment or by api-descriptions/', () => {
    const missing = model.flatMap((pkg) =>
      pkg.modules.flatMap((module) =>
        module.exports.filter((entry) => !entry.summary.trim()).map((entry) => `${module.name}: ${entry.name}`),
      ),
    );
    expect(missing).toEqual([]);
    expect(model.flatMap((pkg) => pkg.modules.flatMap((module) => module.exports)).length).toBeGreaterThan(1300);
  });

  it("shows Lexical's doc comment where it has one, and the site's description only in its absence", () => {
    const core = model.find((pkg) => pkg.name === 'lexical')!.modules[0]!;
    const getRoot = core.exports.find((entry) => entry.name === '$getRoot')!;
    expect(getRoot.describedBy).toBe('doc-comment');
    for (const pkg of model) {
      for (const key of pkg.summarisedKeys) {
        expect(descriptionKeyStatus(pkg.name, key), `${pkg.name} ${key}`).toEqual({status: 'undocumented'});
      }
    }
    // A comment whose text follows a leading modifier tag (`@experimental`, then the text) is Lexical's own.
    const utilities = model.find((pkg) => pkg.name === 'lexical')!.modules[0]!.exports;
    expect(utilities.find((entry) => entry.name === '$getDOMSlot')!.describedBy).toBe('doc-comment');
    const described = model.flatMap((pkg) =>
      pkg.modules.flatMap((module) => module.exports.filter((entry) => entry.describedBy === 'site')),
    );
    expect(described.length).toBeGreaterThan(400);
  });
});

describe('every public member of the classes readers use most is described', () => {
  for (const [packageName, className] of coreClasses) {
    it(`${packageName} ${className}`, () => {
      const members = classMemberDocs(packageName, className);
      expect(members, `${className} is not a class ${packageName} documents`).toBeDefined();
      expect(members!.length).toBeGreaterThan(0);
      expect(members!.filter((member) => !member.describedBy).map((member) => member.key)).toEqual([]);
    });
  }
});

describe('description keys', () => {
  it('name exports and members the packages have, with or without a doc comment', () => {
    expect(descriptionKeyStatus('lexical', '$getRoot')).toEqual({status: 'documented'});
    expect(descriptionKeyStatus('lexical', 'NoSuchExport')).toMatchObject({status: 'unknown'});
    expect(descriptionKeyStatus('lexical', 'LexicalEditor.noSuchMember')).toMatchObject({status: 'unknown'});
    expect(descriptionKeyStatus('lexical', 'LexicalEditor.update')).toEqual({status: 'documented'});
    // Static members and constructors are keys too.
    expect(descriptionKeyStatus('lexical', 'TextNode.importJSON').status).not.toBe('unknown');
    expect(descriptionKeyStatus('lexical', 'LexicalEditor.constructor').status).not.toBe('unknown');
    // A re-export is described by the package whose API pages document it.
    expect(descriptionKeyStatus('@lexical/react', 'LexicalEditor')).toMatchObject({status: 'unknown'});
  });
});

describe('description files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-descriptions-'));
  const write = (text: string) => fs.writeFileSync(path.join(dir, descriptionFileName('@lexical/x')), text);

  it('are read as a mapping of keys to one-line Markdown', () => {
    write('$createX: >-\n  Creates an `X`.\n  Needs an update.\nX.getY: >-\n  Returns Y.\n');
    expect([...readDescriptions('@lexical/x', dir)]).toEqual([
      ['$createX', 'Creates an `X`. Needs an update.'],
      ['X.getY', 'Returns Y.'],
    ]);
  });

  it('refuse duplicate keys, empty values and what the pages would not render', () => {
    write('a: >-\n  One.\na: >-\n  Two.\n');
    expect(() => readDescriptions('@lexical/x', dir)).toThrow(/not valid YAML/);
    write('a: ""\n');
    expect(() => readDescriptions('@lexical/x', dir)).toThrow(/non-empty string/);
    expect(markdownProblem('Takes a Map<string, X>.')).toMatch(/angle bracket/);
    expect(markdownProblem('Takes a `Map<string, X>`.')).toBeUndefined();
    expect(markdownProblem('Takes `a.')).toMatch(/unclosed/);
    expect(markdownProblem('See [guide](javascript:alert(1)).')).toMatch(/links to/);
    expect(markdownProblem('See [transforms](/docs/concepts/transforms).')).toBeUndefined();
  });

  it('render code spans as code and links as links', () => {
    const markdown = 'Runs `$fn()` after [transforms](/docs/concepts/transforms).';
    expect(descriptionParts(markdown)).toEqual([
      {kind: 'text', text: 'Runs '},
      {kind: 'code', text: '$fn()'},
      {kind: 'text', text: ' after '},
      {kind: 'link', text: 'transforms', url: '/docs/concepts/transforms'},
      {kind: 'text', text: '.'},
    ]);
    expect(descriptionDisplayParts(markdown).map((part) => part.kind)).toEqual([
      'text',
      'code',
      'text',
      'text',
      'text',
    ]);
    expect(descriptionDisplayParts(markdown)[1]!.text).toBe('`$fn()`');
  });
});
