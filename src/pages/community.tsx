import type {JSX} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './community.module.css';

const repoUrl = 'https://github.com/facebook/lexical';

interface CommunityLink {
  title: string;
  href: string;
  /** Short label of the link itself, e.g. "Open Discussions". */
  action: string;
  description: string;
}

/** Places to ask a question or have a conversation. */
const helpChannels: CommunityLink[] = [
  {
    title: 'GitHub Discussions',
    href: `${repoUrl}/discussions`,
    action: 'Open Discussions',
    description:
      'Ask how to build something, share what you made, or propose an idea. Answers stay searchable for the next person.',
  },
  {
    title: 'Discord',
    href: 'https://discord.gg/KmG4wQnnD9',
    action: 'Join the Discord server',
    description: 'Chat with other Lexical developers and the maintainers in real time.',
  },
  {
    title: 'Stack Overflow',
    href: 'https://stackoverflow.com/questions/tagged/lexicaljs',
    action: 'Browse the lexicaljs tag',
    description: 'Ask a focused how-to question with the lexicaljs tag, or help answer one.',
  },
  {
    title: 'X (Twitter)',
    href: 'https://x.com/lexicaljs',
    action: 'Follow @lexicaljs',
    description: 'Release announcements and news from the Lexical team.',
  },
];

/** Ways to improve Lexical itself. */
const contributeLinks: CommunityLink[] = [
  {
    title: 'GitHub repository',
    href: repoUrl,
    action: 'facebook/lexical on GitHub',
    description: 'The source of every package documented on this site, its releases and its changelog.',
  },
  {
    title: 'Issue tracker',
    href: `${repoUrl}/issues`,
    action: 'Report a bug or browse issues',
    description:
      'Found a bug? Search the open issues first, then file a new one with the Lexical version and a minimal reproduction.',
  },
  {
    title: 'Contributing guide',
    href: `${repoUrl}/blob/main/CONTRIBUTING.md`,
    action: 'Read CONTRIBUTING.md',
    description: 'How to set up the repository, run the tests and send a pull request that is easy to review.',
  },
];

interface CommunityProject {
  name: string;
  href: string;
  description: string;
  /** What the project is: a framework binding, a product, a tool. */
  kind: string;
}

const projects: CommunityProject[] = [
  {
    name: 'Payload CMS rich text editor',
    href: 'https://payloadcms.com/docs/rich-text/overview',
    kind: 'Product',
    description:
      "Payload's rich text field is built on Lexical (@payloadcms/richtext-lexical), with a feature system for toolbars, slash menus and custom blocks.",
  },
  {
    name: 'Lexical Vue',
    href: 'https://github.com/wobsoriano/lexical-vue',
    kind: 'Framework binding',
    description: 'Components and composables that bring the @lexical/react way of building editors to Vue 3.',
  },
  {
    name: 'svelte-lexical',
    href: 'https://github.com/umaranis/svelte-lexical',
    kind: 'Framework binding',
    description: 'A rich text editor for Svelte built on Lexical, with a toolbar and many ready-made plugins.',
  },
  {
    name: 'Lexical iOS',
    href: 'https://facebook.github.io/lexical-ios/',
    kind: 'Native port',
    description: 'A Swift implementation of the Lexical model for native iOS apps, from the Lexical team at Meta.',
  },
  {
    name: 'Koenig',
    href: 'https://github.com/TryGhost/Koenig',
    kind: 'Product',
    description: 'The editor of the Ghost publishing platform, whose current version is built on Lexical.',
  },
  {
    name: 'Lexical DevTools',
    href: 'https://github.com/nimeshnayaju/lexical-devtools',
    kind: 'Developer tool',
    description: 'A browser extension that shows the editor state of a Lexical editor as a tree, next to the page.',
  },
];

function LinkCard({link}: {link: CommunityLink}): JSX.Element {
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        {link.title}
      </Heading>
      <p className={styles.cardText}>{link.description}</p>
      <Link className={styles.cardLink} href={link.href}>
        {link.action}
      </Link>
    </li>
  );
}

export default function Community(): JSX.Element {
  return (
    <Layout
      title="Community"
      description="Where to get help with Lexical, how to contribute, and projects the community has built on it.">
      {/* The title is inside <main>: 'Skip to main content' must not skip past it. */}
      <main>
        <header className={styles.header}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Community
            </Heading>
            <p className={styles.lead}>
              Lexical is built in the open by Meta and many contributors. Here is where to get help, how to help back,
              and what other people have built with it.
            </p>
          </div>
        </header>
        <div className="container margin-vert--lg">
          <section className={styles.section} aria-labelledby="get-help">
            <Heading as="h2" id="get-help">
              Get help
            </Heading>
            <p className={styles.sectionIntro}>
              Start with the <Link to="/docs/intro">documentation</Link>. If you are still stuck, these are the places
              where Lexical developers answer each other.
            </p>
            <ul className={styles.grid}>
              {helpChannels.map((link) => (
                <LinkCard key={link.href} link={link} />
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="contribute">
            <Heading as="h2" id="contribute">
              Contribute
            </Heading>
            <p className={styles.sectionIntro}>
              Bug reports with a small reproduction, documentation fixes and pull requests are all welcome.
            </p>
            <ul className={styles.grid}>
              {contributeLinks.map((link) => (
                <LinkCard key={link.href} link={link} />
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="built-with-lexical">
            <Heading as="h2" id="built-with-lexical">
              Built with Lexical
            </Heading>
            <p className={styles.sectionIntro}>
              A few of the projects that build on Lexical. They are maintained by their own authors, so check which
              Lexical version each one supports.
            </p>
            <ul className={`${styles.grid} ${styles.projectGrid}`}>
              {projects.map((project) => (
                <li key={project.href} className={styles.card}>
                  <span className={styles.kind}>{project.kind}</span>
                  <Heading as="h3" className={styles.cardTitle}>
                    <Link href={project.href}>{project.name}</Link>
                  </Heading>
                  <p className={styles.cardText}>{project.description}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
