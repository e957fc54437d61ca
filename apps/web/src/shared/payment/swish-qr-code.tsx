import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** Side of the code on screen, in CSS pixels; large enough for a phone camera at arm's length. */
const displaySize = 184;
/** Quiet zone around the code, in modules: the four the QR standard asks for. */
const quietZoneModules = 4;

/**
 * The Swish QR code of a payment, drawn on a canvas with the `qrcode` package (error correction M).
 * The library is fetched only when a code is shown: phones open the Swish app instead. Its pixels are
 * whole device pixels per module, so the code stays sharp, and it is never mirrored, even right to left.
 */
export function SwishQrCode({ payload, label }: { payload: string; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then((QRCode) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const options = { errorCorrectionLevel: 'M', margin: quietZoneModules } as const;
      const modules = QRCode.create(payload, options).modules.size + 2 * quietZoneModules;
      const ratio = window.devicePixelRatio || 1;
      const scale = Math.max(1, Math.round((displaySize * ratio) / modules));
      QRCode.toCanvas(canvas, payload, { ...options, scale, color: { dark: '#000000', light: '#ffffff' } });
      // toCanvas sets the CSS size to the pixel size; show it at the intended size instead.
      canvas.style.width = `${(modules * scale) / ratio}px`;
      canvas.style.height = `${(modules * scale) / ratio}px`;
    });
    return () => {
      cancelled = true;
    };
  }, [payload]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      sx={{
        display: 'block',
        width: displaySize,
        height: displaySize,
        bgcolor: '#ffffff',
        imageRendering: 'pixelated',
        borderRadius: 1,
        outline: 1,
        outlineColor: 'divider',
      }}
    />
  );
}
