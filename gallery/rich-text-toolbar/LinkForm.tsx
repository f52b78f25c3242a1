import {useEffect, useId, useRef, useState, type JSX} from 'react';

interface LinkFormProps {
  initialUrl: string;
  onApply: (url: string) => void;
  onCancel: () => void;
}

// A small inline form under the toolbar: no window.prompt, no floating popover.
export function LinkForm({initialUrl, onApply, onCancel}: LinkFormProps): JSX.Element {
  const [url, setUrl] = useState(initialUrl);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  return (
    <form
      className="rtt-link-form"
      aria-label="Link"
      onSubmit={(event) => {
        event.preventDefault();
        if (url.trim() !== '') onApply(url.trim());
      }}>
      <label htmlFor={inputId}>URL</label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="url"
        placeholder="https://example.com"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <button type="submit" disabled={url.trim() === ''}>
        Apply
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
