/** The props of `@theme/LiveExample`, which remark/live-examples gives each live fence it replaces. */
export interface LiveExampleProps {
  code: string;
  language: 'ts' | 'tsx';
  /** Comma-separated panel names (see meta.ts). */
  panels: string;
  title?: string;
}
