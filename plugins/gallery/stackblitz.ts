/**
 * The StackBlitz project of an example (a gallery example, or a live example of the guides): its own files under
 * `src/`, an entry that starts it, and a Vite set-up whose `package.json` pins every package the files import to the
 * version this site documents. Plain data, no Node or DOM imports: a page builds it when the reader asks, and unit
 * tests check it.
 */
import type {Project} from '@stackblitz/sdk';

export interface GalleryFile {
  /** The file's path inside the example's folder, `/`-separated: `App.tsx`, `styles.css`. */
  name: string;
  code: string;
}

/** The bare package names a module imports (`@lexical/react/LexicalComposer` -> `@lexical/react`). */
export function importedPackages(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
  const bare = [...code.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  const dynamic = [...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!);
  return [
    ...new Set(
      [...specifiers, ...bare, ...dynamic]
        .filter((specifier) => !specifier.startsWith('.'))
        .map((specifier) =>
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    ),
  ].sort();
}

/** The tools of the project's own build, beside the example's packages. */
export const projectTools = {
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '7.0.2',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
} as const;

export interface StackBlitzExample {
  slug: string;
  title: string;
  summary: string;
  files: readonly GalleryFile[];
  /** Package name -> exact version; `react` and `react-dom` always (the entry renders with them). */
  packages: Readonly<Record<string, string>>;
  /**
   * How the entry starts the example, from its first file: `component` renders its default export with React (a
   * gallery `App`), `mount` calls its default export with the root element (a live example without React).
   */
  start: 'component' | 'mount';
}

/** Where the project's entry point is. */
export const entryFile = 'src/main.tsx';

const indexHtml = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${entryFile}"></script>
  </body>
</html>
`;

function mainTsx(start: StackBlitzExample['start'], module: string): string {
  if (start === 'mount') {
    return `import mount from './${module}';

mount(document.getElementById('root')!);
`;
  }
  return `import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import App from './${module}';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;
}

const viteConfig = `import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';

export default defineConfig({plugins: [react()]});
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};

/** The file StackBlitz opens first: the example's own first file. */
export function openFileOf(example: Pick<StackBlitzExample, 'files'>): string {
  return `src/${example.files[0]!.name}`;
}

export function stackblitzProject(example: StackBlitzExample): Project {
  const module = example.files[0]!.name.replace(/\.tsx?$/, '');
  const packageJson = {
    name: `lexical-gallery-${example.slug}`,
    private: true,
    type: 'module',
    scripts: {dev: 'vite', build: 'vite build'},
    dependencies: {...example.packages},
    devDependencies: {...projectTools},
  };
  return {
    title: `Lexical: ${example.title}`,
    description: example.summary,
    template: 'node',
    files: {
      'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
      'index.html': indexHtml(example.title),
      'vite.config.ts': viteConfig,
      'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
      [entryFile]: mainTsx(example.start, module),
      ...Object.fromEntries(example.files.map(({name, code}) => [`src/${name}`, code])),
    },
  };
}
