import Box from '@mui/material/Box';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';

/** Side of the code on screen, in CSS pixels, and its quiet zone in modules (the QR standard's four). */
const displaySize = 200;
const quietZoneModules = 4;

/**
 * BankID's animated QR code, redrawn on a canvas whenever its text changes (every second). Whole
 * device pixels per module keep it sharp; it is never mirrored, even right to left. Until the first
 * text arrives the square stays blank.
 */
export function BankidQrCode({ data, label }: { data: string | null; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !data) return;
    const options = { errorCorrectionLevel: 'L', margin: quietZoneModules } as const;
    const modules = QRCode.create(data, options).modules.size + 2 * quietZoneModules;
    const ratio = window.devicePixelRatio || 1;
    const scale = Math.max(1, Math.round((displaySize * ratio) / modules));
    void QRCode.toCanvas(canvas, data, {
      ...options,
      scale,
      color: { dark: '#000000', light: '#ffffff' },
    }).then(() => {
      canvas.style.width = `${(modules * scale) / ratio}px`;
      canvas.style.height = `${(modules * scale) / ratio}px`;
    });
  }, [data]);

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
