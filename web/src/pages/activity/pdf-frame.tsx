/** A PDF in the browser's own viewer, with a download link (PDF activities and PDF blocks). */
export function PdfFrame({ src, name }: { src: string; name: string }) {
  return (
    <div class="pdf-frame">
      <iframe src={src} title={`${name} (PDF)`} loading="lazy" />
      <p>
        <a href={src} download>
          Download the PDF
        </a>
      </p>
    </div>
  );
}
