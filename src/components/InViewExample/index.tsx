import {Component, useEffect, useRef, useState, type ComponentType, type JSX, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Load = {status: 'waiting' | 'loading' | 'failed' | 'crashed'} | {status: 'ready'; App: ComponentType};

class Boundary extends Component<{onCrash: () => void; children: ReactNode}, {crashed: boolean}> {
  override state = {crashed: false};
  static getDerivedStateFromError() {
    return {crashed: true};
  }
  override componentDidCatch() {
    this.props.onCrash();
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

/**
 * A gallery example on another page (the home page): its code is requested only once its box comes near the
 * screen, so it costs the page's first load nothing. The box keeps its height meanwhile, so nothing moves.
 */
export default function InViewExample({
  slug,
  title,
  description,
  load,
}: {
  slug: string;
  title: string;
  description: string;
  load: () => Promise<{default: ComponentType}>;
}): JSX.Element {
  const [state, setState] = useState<Load>({status: 'waiting'});
  const box = useRef<HTMLDivElement>(null);
  const start = () => {
    setState({status: 'loading'});
    load().then(
      (module) => setState({status: 'ready', App: module.default}),
      () => setState({status: 'failed'}),
    );
  };
  useEffect(() => {
    if (state.status !== 'waiting' || !box.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: '200px 0px',
    });
    observer.observe(box.current);
    return () => observer.disconnect();
    // `start` is recreated each render; the observer is set up once per waiting period.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status]);

  return (
    <section className={styles.example} aria-labelledby={`home-example-${slug}`}>
      <h3 id={`home-example-${slug}`} className={styles.title}>
        {title}
      </h3>
      <p className={styles.description}>
        {description} <Link to={`/gallery/${slug}`}>Its source, and more examples</Link>
      </p>
      <div ref={box} className={styles.stage} data-gallery-example={slug} data-gallery-status={state.status}>
        {state.status === 'ready' ? (
          <Boundary onCrash={() => setState({status: 'crashed'})}>
            <state.App />
          </Boundary>
        ) : state.status === 'failed' || state.status === 'crashed' ? (
          <div role="alert">
            <p>
              {state.status === 'failed'
                ? 'The example could not be loaded: you may be offline.'
                : 'The example stopped with an error.'}
            </p>
            <button type="button" className="button button--primary button--sm" onClick={start}>
              {state.status === 'failed' ? 'Retry' : 'Restart'}
            </button>
          </div>
        ) : (
          <p className={styles.waiting}>
            {state.status === 'loading' ? 'Loading the example…' : 'The example loads when you scroll to it.'}
          </p>
        )}
      </div>
    </section>
  );
}
