import type {JSX} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Feature = {title: string; body: string; link: {to: string; label: string}};

const features: Feature[] = [
  {
    title: 'Reliable',
    body: 'Every change goes through an update and produces a new immutable editor state. The DOM is reconciled from that state, so what you store is exactly what the reader sees.',
    link: {to: '/docs/concepts/editor-state', label: 'How the editor state works'},
  },
  {
    title: 'Accessible',
    body: 'Lexical edits a real contenteditable element, keeps native selection and input events, and follows WCAG practice so screen readers and input methods work as they do on any page.',
    link: {to: '/docs/concepts/keyboard-accessibility', label: 'Keyboard accessibility'},
  },
  {
    title: 'Fast',
    body: "The core is small: its one dependency is Lexical's own internal helpers, and it only touches the DOM nodes that changed. Features you do not import are not in your bundle.",
    link: {to: '/docs/api/', label: 'Browse the API'},
  },
  {
    title: 'Extensible',
    body: 'Custom nodes, commands, transforms and listeners are the same tools the built-in packages use. Rich text, tables, lists and collaboration are all plug-ins you opt into.',
    link: {to: '/docs/intro#the-packages', label: 'See every package'},
  },
  {
    title: 'Framework-agnostic',
    body: 'The core runs in the browser and in Node without any UI framework. First-party React bindings come in @lexical/react, and the headless package runs editors on the server.',
    link: {to: '/docs/getting-started/quick-start', label: 'Choose your setup'},
  },
  {
    title: 'Collaborative',
    body: 'The Yjs bindings turn an editor into a shared document with cursors and undo that understands who typed what, without changing how you write the rest of your editor.',
    link: {to: '/docs/collaboration/react', label: 'Collaboration with Yjs'},
  },
];

export default function HomeFeatures(): JSX.Element {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <h2 id="features-heading" className={styles.heading}>
        Why teams build editors on Lexical
      </h2>
      <div className={styles.grid}>
        {features.map((feature) => (
          <article key={feature.title} className={styles.card}>
            <h3>{feature.title}</h3>
            <p>{feature.body}</p>
            <Link to={feature.link.to}>{feature.link.label}</Link>
          </article>
        ))}
      </div>
    </section>
  );
}
