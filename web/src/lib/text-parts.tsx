import type { ReactNode } from "react";

/** A placeholder's value marking where an element goes in a translated sentence (docs/decisions/0045). */
export const PART = "\u0000";

/** A sentence `t` wrote with `PART` for a placeholder, with `part` (a name in bold) in its place. */
export function around(text: string, part: ReactNode): ReactNode {
  const [before, after = ""] = text.split(PART);
  return (
    <>
      {before}
      {part}
      {after}
    </>
  );
}
