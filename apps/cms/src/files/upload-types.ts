/**
 * What editors may upload (the upload plugin's own `security` settings, checked on the file's
 * declared type, its extension and its content): pictures, recordings, films, their captions, PDFs
 * and office documents. Anything that a browser would run as a page or script of this origin
 * (HTML, SVG, JavaScript, XML) is refused, even where the allow list would let it through; a file
 * that slips past both is still sent with `nosniff` and a sandboxing policy (middlewares/protected-files.ts).
 */
export const UPLOAD_SECURITY = {
  allowedTypes: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/avif',
    'audio/*',
    'video/*',
    'text/vtt',
    'application/pdf',
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.*',
    'application/vnd.oasis.opendocument.*',
  ],
  deniedTypes: [
    'text/html',
    'application/xhtml+xml',
    'image/svg+xml',
    'text/javascript',
    'application/javascript',
    'application/x-javascript',
    'application/ecmascript',
    'text/ecmascript',
    'application/xml',
    'text/xml',
  ],
};
