import {lazy, Suspense, useState, type ComponentType, type JSX} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import type {GalleryExamplePageData} from '../../index';
import ExampleRunner from './ExampleRunner';
import OpenInStackBlitz from './OpenInStackBlitz';
import styles from './styles.module.css';

// The developer panel and its `@lexical/devtools-core` load only when a reader opens it.
const DevPanel = lazy(() => import('./DevPanel'));

function languageOf(file: string): string {
  return file.endsWith('.css') ? 'css' : file.endsWith('.tsx') ? 'tsx' : 'ts';
}

export default function GalleryExample({
  example,
  loadApp,
}: {
  example: GalleryExamplePageData;
  loadApp: () => Promise<{default: ComponentType}>;
}): JSX.Element {
  const {meta, files, packages} = example;
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <Layout title={`${meta.title} | Gallery`} description={meta.summary}>
      <main className="container margin-vert--lg">
        <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
          <Link to={example.indexPermalink}>Gallery</Link>
        </nav>
        <Heading as="h1">{meta.title}</Heading>
        <p className={styles.lead}>{meta.summary}</p>
        <ExampleRunner
          slug={meta.slug}
          title={meta.title}
          loadApp={loadApp}
          boxHeights={example.boxHeights}
          firstFrame={example.firstFrame}>
          <div className={styles.panelBar}>
            <button
              type="button"
              className="button button--secondary button--sm"
              aria-expanded={panelOpen}
              aria-controls={`dev-panel-${meta.slug}`}
              onClick={() => setPanelOpen((open) => !open)}>
              {panelOpen ? 'Hide the editor state' : 'Show the editor state'}
            </button>
          </div>
          {/* Always in the document, so that the button's aria-controls names an element that exists. */}
          <div id={`dev-panel-${meta.slug}`} className={styles.devPanel} hidden={!panelOpen}>
            {panelOpen && (
              <Suspense fallback={<p>Loading the developer panel…</p>}>
                <DevPanel slug={meta.slug} />
              </Suspense>
            )}
          </div>
        </ExampleRunner>

        <Heading as="h2" id="what-it-shows">
          What it shows
        </Heading>
        <ul>
          {meta.demonstrates.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>

        <Heading as="h2" id="apis">
          APIs it uses
        </Heading>
        <ul className={styles.apis}>
          {meta.apis.map((api) => (
            <li key={api.href}>
              <Link to={api.href}>
                <code>{api.name}</code>
              </Link>
            </li>
          ))}
        </ul>

        <Heading as="h2" id="source">
          Source
        </Heading>
        <p>
          The files below are the ones running above. The project pins{' '}
          {Object.entries(packages).map(([name, version], index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>
                {name}@{version}
              </code>
            </span>
          ))}
          .
        </p>
        <div className={styles.stackblitz}>
          <OpenInStackBlitz
            example={{slug: meta.slug, title: meta.title, summary: meta.summary, files, packages, start: 'component'}}
          />
        </div>
        {files.map((file) => (
          <CodeBlock key={file.name} language={languageOf(file.name)} title={file.name} showLineNumbers>
            {file.code}
          </CodeBlock>
        ))}
      </main>
    </Layout>
  );
}
