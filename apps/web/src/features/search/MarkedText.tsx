/**
 * A title or excerpt as the search cut it (SearchText pieces): plain text, with the matched words in
 * <mark>. Each piece is a text node, so what an editor typed is never read as markup.
 */
export interface TextPiece {
  text: string;
  match: boolean;
}

export function MarkedText({ pieces }: { pieces: ReadonlyArray<TextPiece> }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.match ? (
          <mark key={index} className="search-mark">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

/** The pieces' text, unmarked (for a name or a label). */
export function plainText(pieces: ReadonlyArray<TextPiece>): string {
  return pieces.map((piece) => piece.text).join('');
}
