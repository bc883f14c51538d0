//go:build !purego

#include "textflag.h"

// func axpyFMA(dst, src []float64, k float64)
// dst[x] += k*src[x] for x < len(src): eight entries a step in two
// 256-bit fused multiply-adds, then four, then one at a time.
TEXT ·axpyFMA(SB), NOSPLIT, $0-56
	MOVQ         dst_base+0(FP), DI
	MOVQ         src_base+24(FP), SI
	MOVQ         src_len+32(FP), CX
	VBROADCASTSD k+48(FP), Y0

eight:
	CMPQ        CX, $8
	JL          four
	VMOVUPD     (SI), Y1
	VMOVUPD     32(SI), Y2
	VFMADD213PD (DI), Y0, Y1
	VFMADD213PD 32(DI), Y0, Y2
	VMOVUPD     Y1, (DI)
	VMOVUPD     Y2, 32(DI)
	ADDQ        $64, SI
	ADDQ        $64, DI
	SUBQ        $8, CX
	JMP         eight

four:
	CMPQ        CX, $4
	JL          one
	VMOVUPD     (SI), Y1
	VFMADD213PD (DI), Y0, Y1
	VMOVUPD     Y1, (DI)
	ADDQ        $32, SI
	ADDQ        $32, DI
	SUBQ        $4, CX

one:
	TESTQ       CX, CX
	JE          done
	VMOVSD      (SI), X1
	VFMADD213SD (DI), X0, X1
	VMOVSD      X1, (DI)
	ADDQ        $8, SI
	ADDQ        $8, DI
	DECQ        CX
	JMP         one

done:
	VZEROUPPER
	RET

// func runAddFMA(dst, v *float64, a []float64, out int)
// for o < out, 16 at a time: dst[o] += sum over k < len(a) of a[k]*v[o-k],
// the 16 sums in four registers, one broadcast of a[k] for four FMAs.
TEXT ·runAddFMA(SB), NOSPLIT, $0-48
	MOVQ dst+0(FP), DI
	MOVQ v+8(FP), SI
	MOVQ a_base+16(FP), R8
	MOVQ a_len+24(FP), R9
	MOVQ out+40(FP), CX

block:
	CMPQ   CX, $16
	JL     finish
	VXORPD Y1, Y1, Y1
	VXORPD Y2, Y2, Y2
	VXORPD Y3, Y3, Y3
	VXORPD Y4, Y4, Y4
	MOVQ   R8, R10
	MOVQ   R9, R11
	MOVQ   SI, R12

kloop:
	VBROADCASTSD (R10), Y0
	VFMADD231PD  (R12), Y0, Y1
	VFMADD231PD  32(R12), Y0, Y2
	VFMADD231PD  64(R12), Y0, Y3
	VFMADD231PD  96(R12), Y0, Y4
	ADDQ         $8, R10
	SUBQ         $8, R12
	DECQ         R11
	JNZ          kloop

	VADDPD  (DI), Y1, Y1
	VADDPD  32(DI), Y2, Y2
	VADDPD  64(DI), Y3, Y3
	VADDPD  96(DI), Y4, Y4
	VMOVUPD Y1, (DI)
	VMOVUPD Y2, 32(DI)
	VMOVUPD Y3, 64(DI)
	VMOVUPD Y4, 96(DI)
	ADDQ    $128, DI
	ADDQ    $128, SI
	SUBQ    $16, CX
	JMP     block

finish:
	VZEROUPPER
	RET
