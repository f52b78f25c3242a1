import type {JSX} from 'react';
import Layout from '@theme/Layout';

export default function Community(): JSX.Element {
  return (
    <Layout title="Community">
      <main className="container margin-vert--lg">
        <h1>Community</h1>
      </main>
    </Layout>
  );
}
