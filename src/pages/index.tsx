import type {JSX} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeEditor from '@site/src/components/HomeEditor';
import HomeFeatures from '@site/src/components/HomeFeatures';
import InViewExample from '@site/src/components/InViewExample';
import styles from './index.module.css';

export default function Home(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const lexicalVersion = String(siteConfig.customFields?.lexicalVersion ?? '');
  return (
    <Layout title="A text editor framework" description={siteConfig.tagline}>
      {/* One <main> around hero and features: 'Skip to main content' must land before the title. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <div className={styles.heroGrid}>
              <div>
                <h1 className={styles.title}>{siteConfig.title}</h1>
                <p className={styles.tagline}>{siteConfig.tagline}</p>
                <p className={styles.lead}>
                  Lexical gives you a small, dependable core for text editing and lets you add exactly the features your
                  product needs: rich text, lists, links, tables, code, markdown and real-time collaboration.
                </p>
                <div className={styles.actions}>
                  <Link className="button button--primary button--lg" to="/docs/intro">
                    Get Started
                  </Link>
                  <Link className="button button--secondary button--lg" href="https://playground.lexical.dev/">
                    Playground
                  </Link>
                </div>
                <p className={styles.version}>Documenting Lexical v{lexicalVersion}</p>
              </div>
              <div>
                <HomeEditor />
              </div>
            </div>
          </div>
        </header>
        <div className="container">
          <HomeFeatures />
          <section className={styles.examples} aria-labelledby="more-editors">
            <h2 id="more-editors">More editors to try</h2>
            <p className={styles.examplesLead}>
              Two more of the <Link to="/gallery">gallery’s</Link> complete examples, running here from the same code
              you can read and open in StackBlitz.
            </p>
            <div className={styles.examplesGrid}>
              <InViewExample
                slug="chat-input"
                title="A chat input"
                description="Enter sends, Shift+Enter breaks the line; type : for emoji and @ for people."
                load={() => import('@site/gallery/chat-input/App')}
              />
              <InViewExample
                slug="block-editor"
                title="A block editor"
                description="Type / for the block menu; drag a block by its handle to move it."
                load={() => import('@site/gallery/block-editor/App')}
              />
            </div>
          </section>
        </div>
      </main>
    </Layout>
  );
}
