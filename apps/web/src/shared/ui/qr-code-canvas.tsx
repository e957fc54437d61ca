import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** Quiet zone around a code, in modules: the four the QR standard asks for. */
const quietZoneModules = 4;

type QrCodeCanvasProps = {
  /** The text to encode; while null the square stays blank. */
  data: string | null;
  label: string;
  /** Side of the code on screen, in CSS pixels. */
  size: number;
  errorCorrectionLevel: 'L' | 'M';
};

/**
 * A QR code drawn on a canvas with the `qrcode` package, fetched only when a code is shown and
 * redrawn whenever `data` changes. Whole device pixels per module keep it sharp, and it is never
 * mirrored, even right to left.
 */
export function QrCodeCanvas({ data, label, size, errorCorrectionLevel }: QrCodeCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    void import('qrcode').then(async (QRCode) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const options = { errorCorrectionLevel, margin: quietZoneModules } as const;
      const modules = QRCode.create(data, options).modules.size + 2 * quietZoneModules;
      const ratio = window.devicePixelRatio || 1;
      const scale = Math.max(1, Math.round((size * ratio) / modules));
      await QRCode.toCanvas(canvas, data, {
        ...options,
        scale,
        color: { dark: '#000000', light: '#ffffff' },
      });
      // toCanvas sets the CSS size to the pixel size; show it at the intended size instead.
      canvas.style.width = `${(modules * scale) / ratio}px`;
      canvas.style.height = `${(modules * scale) / ratio}px`;
    });
    return () => {
      cancelled = true;
    };
  }, [data, size, errorCorrectionLevel]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      sx={{
        display: 'block',
        width: size,
        height: size,
        bgcolor: '#ffffff',
        imageRendering: 'pixelated',
        borderRadius: 1,
        outline: 1,
        outlineColor: 'divider',
      }}
    />
  );
}
