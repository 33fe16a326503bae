import { splitLatinCodes } from '../lib/latinCodes';

/**
 * A text as written (a notice's title or content, in whichever language it came), its own direction taken from its
 * first strong letter (<bdi>), with each Latin code in it (splitLatinCodes) isolated left to right and kept on one
 * line (.latin-code): an RFC number inside an Arabic title reads "KE-RFC-2026-0001", whole, where it stands.
 */
export function TextWithCodes({ text }: { text: string }) {
  return (
    <bdi>
      {splitLatinCodes(text).map((run, i) =>
        run.code ? (
          <bdi key={i} dir="ltr" className="latin-code">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </bdi>
  );
}
