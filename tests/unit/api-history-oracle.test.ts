/**
 * Checks `since` in the committed API history against the published packages themselves, with code of its own:
 * TypeScript's module resolution and checker over a probe that imports the module, in a folder holding only
 * the package as released. Needs the registry (or the tarballs already in the cache).
 */
import {afterAll, beforeAll, describe, it} from 'vitest';
import {compareVersions} from '../../plugins/error-codes/allVersions';
import {loadApiHistory, memberHistory, symbolHistory, type ApiHistory} from '../../plugins/api-history/history';
import {packageOf, PublishedDeclarations, type DeclarationSample} from '../helpers/publishedDeclarations';

interface Sample extends DeclarationSample {
  what: string;
}

const samples: Sample[] = [
  {what: 'a function', module: '@lexical/utils', name: 'mergeRegister'},
  {what: 'a function of the first typed release', module: 'lexical', name: '$getRoot'},
  {what: 'a class', module: 'lexical', name: 'TabNode'},
  {what: 'a class method added later', module: 'lexical', name: 'LexicalEditor', member: 'read'},
  {what: 'an interface', module: 'lexical', name: 'EditorConfig'},
  {what: 'a command', module: 'lexical', name: 'SELECTION_INSERT_CLIPBOARD_NODES_COMMAND'},
  {what: 'a type', module: 'lexical', name: 'CommandPayloadType'},
  {what: 'a React sub-path module', module: '@lexical/react/LexicalComposer', name: 'LexicalComposer'},
  {what: 'a late package', module: '@lexical/extension', name: 'AutoFocusExtension'},
  {what: 'a deprecated export', module: '@lexical/code', name: 'registerCodeHighlighting'},
];

let published: PublishedDeclarations;
let registryProblem: string | undefined;
let history: ApiHistory;

// Concurrent: each sample waits mostly on `npm pack`, and the releases it unpacks are shared (see PublishedDeclarations).
describe.concurrent('API history against the published declarations', () => {
  beforeAll(async () => {
    history = loadApiHistory();
    published = new PublishedDeclarations();
    registryProblem = await published.loadVersions(samples.map((sample) => packageOf(sample.module)));
  }, 180_000);
  afterAll(() => {
    published?.dispose();
  });

  for (const sample of samples) {
    const label = `${sample.what}: ${sample.module} ${sample.name}${sample.member ? `.${sample.member}` : ''}`;
    it(
      label,
      async ({expect, skip}) => {
        if (registryProblem) {
          console.warn(`Skipped "${label}": ${registryProblem}`);
          skip();
          return;
        }
        const entry = sample.member
          ? memberHistory(history, sample.module, sample.name, sample.member)
          : symbolHistory(history, sample.module, sample.name);
        expect(entry, 'an entry in the history').toBeDefined();
        const since = entry!.since;
        const versions = published.stableVersions(packageOf(sample.module));
        expect(versions).toContain(since);
        const previous = versions.filter((v) => compareVersions(v, since) < 0).at(-1);
        const key = sample.member ?? sample.name;
        expect((await published.exportedNames(sample, since))?.has(key), `${since} has it`).toBe(true);
        if (entry!.sinceIsLowerBound) {
          // The release before the first typed one has no declarations to tell.
          expect(previous, 'an earlier release').toBeDefined();
          const earlier = await published.exportedNames(sample, previous!);
          expect(earlier === undefined || earlier.size === 0, `${previous} has no declarations`).toBe(true);
        } else if (previous) {
          expect((await published.exportedNames(sample, previous))?.has(key) ?? false, `${previous} lacks it`).toBe(
            false,
          );
        }
        if (sample.what === 'a deprecated export') expect(entry!.deprecated).toBeDefined();
      },
      180_000,
    );
  }
});
