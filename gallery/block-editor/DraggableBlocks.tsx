import {DraggableBlockPlugin_EXPERIMENTAL} from '@lexical/react/LexicalDraggableBlockPlugin';
import {type JSX, useRef} from 'react';

const HANDLE_CLASS = 'block-editor__handle';

// The handle's own element tells the plugin that the pointer is on the handle, not on a block.
function isOnHandle(element: HTMLElement): boolean {
  return element.closest(`.${HANDLE_CLASS}`) !== null;
}

/**
 * A grip shown beside the block under the pointer; dragging it moves the block. The plugin positions the grip
 * and the drop line with transforms relative to `anchorElem`, so that element must be positioned.
 */
export function DraggableBlocks({anchorElem}: {anchorElem: HTMLElement}): JSX.Element {
  const handleRef = useRef<HTMLDivElement>(null);
  const targetLineRef = useRef<HTMLDivElement>(null);
  return (
    <DraggableBlockPlugin_EXPERIMENTAL
      anchorElem={anchorElem}
      menuRef={handleRef}
      targetLineRef={targetLineRef}
      isOnMenu={isOnHandle}
      menuComponent={
        <div ref={handleRef} className={HANDLE_CLASS} title="Drag to move this block" data-testid="drag-handle">
          <svg viewBox="0 0 10 16" width="10" height="16" aria-hidden="true">
            {[3, 8, 13].map((y) => (
              <g key={y}>
                <circle cx="2.5" cy={y} r="1.5" />
                <circle cx="7.5" cy={y} r="1.5" />
              </g>
            ))}
          </svg>
        </div>
      }
      targetLineComponent={<div ref={targetLineRef} className="block-editor__drop-line" />}
    />
  );
}
