/** The props of `@theme/MermaidDiagram`, which remark/mermaid-svg gives each diagram it replaces a fence with. */
export interface MermaidDiagramProps {
  lightSrc: string;
  darkSrc: string;
  width: number;
  height: number;
  alt: string;
}
