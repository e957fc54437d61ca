/**
 * An icon of Material's set drawn from its path, for what is drawn without MUI (the sign-in page):
 * 1em square in the text's colour, hidden from screen readers (the text beside it says what it means).
 */
export function PathIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d={path} fill="currentColor" />
    </svg>
  );
}
