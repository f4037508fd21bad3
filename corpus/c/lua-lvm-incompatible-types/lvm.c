
typedef unsigned char __u_char;
typedef unsigned short int __u_short;
typedef unsigned int __u_int;
typedef unsigned long int __u_long;
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;
typedef signed long int __int64_t;
typedef unsigned long int __uint64_t;
typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;
typedef long int __quad_t;
typedef unsigned long int __u_quad_t;
typedef long int __intmax_t;
typedef unsigned long int __uintmax_t;
typedef unsigned long int __dev_t;
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
typedef unsigned long int __ino_t;
typedef unsigned long int __ino64_t;
typedef unsigned int __mode_t;
typedef unsigned long int __nlink_t;
typedef long int __off_t;
typedef long int __off64_t;
typedef int __pid_t;
typedef struct { int __val[2]; } __fsid_t;
typedef long int __clock_t;
typedef unsigned long int __rlim_t;
typedef unsigned long int __rlim64_t;
typedef unsigned int __id_t;
typedef long int __time_t;
typedef unsigned int __useconds_t;
typedef long int __suseconds_t;
typedef long int __suseconds64_t;
typedef int __daddr_t;
typedef int __key_t;
typedef int __clockid_t;
typedef void * __timer_t;
typedef long int __blksize_t;
typedef long int __blkcnt_t;
typedef long int __blkcnt64_t;
typedef unsigned long int __fsblkcnt_t;
typedef unsigned long int __fsblkcnt64_t;
typedef unsigned long int __fsfilcnt_t;
typedef unsigned long int __fsfilcnt64_t;
typedef long int __fsword_t;
typedef long int __ssize_t;
typedef long int __syscall_slong_t;
typedef unsigned long int __syscall_ulong_t;
typedef __off64_t __loff_t;
typedef char *__caddr_t;
typedef long int __intptr_t;
typedef unsigned int __socklen_t;
typedef int __sig_atomic_t;
typedef float float_t;
typedef double double_t;
extern int __fpclassify (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbit (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinf (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finite (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnan (double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsig (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignaling (double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern double acos (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __acos (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double asin (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __asin (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atan (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atan (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atan2 (double __y, double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atan2 (double __y, double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double cos (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cos (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double sin (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sin (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double tan (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __tan (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double cosh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cosh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double sinh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sinh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double tanh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __tanh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double acosh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __acosh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double asinh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __asinh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double atanh (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __atanh (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double exp (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __exp (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double frexp (double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern double __frexp (double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern double ldexp (double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern double __ldexp (double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern double log (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log10 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log10 (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double modf (double __x, double *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern double __modf (double __x, double *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern double expm1 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __expm1 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log1p (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log1p (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double logb (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __logb (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double exp2 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __exp2 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double log2 (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __log2 (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double pow (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __pow (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern double hypot (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __hypot (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
 extern double cbrt (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __cbrt (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double ceil (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __ceil (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fabs (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fabs (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double floor (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __floor (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fmod (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __fmod (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double copysign (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __copysign (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double nan (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern double __nan (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
extern double j0 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __j0 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double j1 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __j1 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double jn (int, double) __attribute__ ((__nothrow__ , __leaf__)); extern double __jn (int, double) __attribute__ ((__nothrow__ , __leaf__));
extern double y0 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __y0 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double y1 (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __y1 (double) __attribute__ ((__nothrow__ , __leaf__));
extern double yn (int, double) __attribute__ ((__nothrow__ , __leaf__)); extern double __yn (int, double) __attribute__ ((__nothrow__ , __leaf__));
 extern double erf (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __erf (double) __attribute__ ((__nothrow__ , __leaf__));
 extern double erfc (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __erfc (double) __attribute__ ((__nothrow__ , __leaf__));
extern double lgamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __lgamma (double) __attribute__ ((__nothrow__ , __leaf__));
extern double tgamma (double) __attribute__ ((__nothrow__ , __leaf__)); extern double __tgamma (double) __attribute__ ((__nothrow__ , __leaf__));
extern double rint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __rint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double nextafter (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __nextafter (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double nexttoward (double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __nexttoward (double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double remainder (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __remainder (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double scalbn (double __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalbn (double __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogb (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogb (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double scalbln (double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalbln (double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern double nearbyint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern double __nearbyint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double round (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __round (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double trunc (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __trunc (double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double remquo (double __x, double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern double __remquo (double __x, double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrint (double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrint (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrint (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lround (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lround (double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llround (double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llround (double __x) __attribute__ ((__nothrow__ , __leaf__));
extern double fdim (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)); extern double __fdim (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__));
extern double fmax (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fmax (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fmin (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern double __fmin (double __x, double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern double fma (double __x, double __y, double __z) __attribute__ ((__nothrow__ , __leaf__)); extern double __fma (double __x, double __y, double __z) __attribute__ ((__nothrow__ , __leaf__));
extern double scalb (double __x, double __n) __attribute__ ((__nothrow__ , __leaf__)); extern double __scalb (double __x, double __n) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinff (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitef (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanf (float __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingf (float __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern float acosf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __acosf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float asinf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __asinf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atanf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atanf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atan2f (float __y, float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atan2f (float __y, float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float cosf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __cosf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float sinf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sinf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float tanf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __tanf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float coshf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __coshf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float sinhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sinhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float tanhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __tanhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float acoshf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __acoshf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float asinhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __asinhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float atanhf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __atanhf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float expf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __expf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float frexpf (float __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern float __frexpf (float __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern float ldexpf (float __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern float __ldexpf (float __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern float logf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __logf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log10f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log10f (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float modff (float __x, float *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern float __modff (float __x, float *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern float expm1f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __expm1f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log1pf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log1pf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float logbf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __logbf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float exp2f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __exp2f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float log2f (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __log2f (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float powf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __powf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float sqrtf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __sqrtf (float __x) __attribute__ ((__nothrow__ , __leaf__));
 extern float hypotf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __hypotf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
 extern float cbrtf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __cbrtf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float ceilf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __ceilf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fabsf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fabsf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float floorf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __floorf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fmodf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __fmodf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float copysignf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __copysignf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float nanf (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern float __nanf (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
 extern float erff (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __erff (float) __attribute__ ((__nothrow__ , __leaf__));
 extern float erfcf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __erfcf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float lgammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __lgammaf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float tgammaf (float) __attribute__ ((__nothrow__ , __leaf__)); extern float __tgammaf (float) __attribute__ ((__nothrow__ , __leaf__));
extern float rintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __rintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float nextafterf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __nextafterf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float nexttowardf (float __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __nexttowardf (float __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern float remainderf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __remainderf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float scalbnf (float __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalbnf (float __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogbf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogbf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float scalblnf (float __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern float __scalblnf (float __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern float nearbyintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern float __nearbyintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float roundf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __roundf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float truncf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __truncf (float __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float remquof (float __x, float __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern float __remquof (float __x, float __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrintf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrintf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lroundf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lroundf (float __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llroundf (float __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llroundf (float __x) __attribute__ ((__nothrow__ , __leaf__));
extern float fdimf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)); extern float __fdimf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__));
extern float fmaxf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fmaxf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fminf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern float __fminf (float __x, float __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern float fmaf (float __x, float __y, float __z) __attribute__ ((__nothrow__ , __leaf__)); extern float __fmaf (float __x, float __y, float __z) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinfl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitel (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingl (long double __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
 extern long double acosl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __acosl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double asinl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __asinl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atanl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atanl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atan2l (long double __y, long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atan2l (long double __y, long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double cosl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cosl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double sinl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sinl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double tanl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tanl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double coshl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __coshl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double sinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double tanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double acoshl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __acoshl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double asinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __asinhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double atanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __atanhl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double expl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __expl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double frexpl (long double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__)); extern long double __frexpl (long double __x, int *__exponent) __attribute__ ((__nothrow__ , __leaf__));
extern long double ldexpl (long double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__)); extern long double __ldexpl (long double __x, int __exponent) __attribute__ ((__nothrow__ , __leaf__));
 extern long double logl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __logl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log10l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log10l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double modfl (long double __x, long double *__iptr) __attribute__ ((__nothrow__ , __leaf__)); extern long double __modfl (long double __x, long double *__iptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
 extern long double expm1l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __expm1l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log1pl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log1pl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double logbl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __logbl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double exp2l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __exp2l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double log2l (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __log2l (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double powl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __powl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double sqrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __sqrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
 extern long double hypotl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __hypotl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
 extern long double cbrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __cbrtl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double ceill (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __ceill (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fabsl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fabsl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double floorl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __floorl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fmodl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fmodl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double copysignl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __copysignl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double nanl (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nanl (const char *__tagb) __attribute__ ((__nothrow__ , __leaf__));
 extern long double erfl (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __erfl (long double) __attribute__ ((__nothrow__ , __leaf__));
 extern long double erfcl (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __erfcl (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double lgammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __lgammal (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double tgammal (long double) __attribute__ ((__nothrow__ , __leaf__)); extern long double __tgammal (long double) __attribute__ ((__nothrow__ , __leaf__));
extern long double rintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __rintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double nextafterl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nextafterl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double nexttowardl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nexttowardl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double remainderl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __remainderl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double scalbnl (long double __x, int __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalbnl (long double __x, int __n) __attribute__ ((__nothrow__ , __leaf__));
extern int ilogbl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern int __ilogbl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double scalblnl (long double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__)); extern long double __scalblnl (long double __x, long int __n) __attribute__ ((__nothrow__ , __leaf__));
extern long double nearbyintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long double __nearbyintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double roundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __roundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double truncl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __truncl (long double __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double remquol (long double __x, long double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__)); extern long double __remquol (long double __x, long double __y, int *__quo) __attribute__ ((__nothrow__ , __leaf__));
extern long int lrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llrintl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long int lroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long int __lroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
__extension__
extern long long int llroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__)); extern long long int __llroundl (long double __x) __attribute__ ((__nothrow__ , __leaf__));
extern long double fdiml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fdiml (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__));
extern long double fmaxl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fmaxl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fminl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)); extern long double __fminl (long double __x, long double __y) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern long double fmal (long double __x, long double __y, long double __z) __attribute__ ((__nothrow__ , __leaf__)); extern long double __fmal (long double __x, long double __y, long double __z) __attribute__ ((__nothrow__ , __leaf__));
extern int __fpclassifyf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __signbitf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int __isinff128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __finitef128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __isnanf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__const__));
extern int __iseqsigf128 (_Float128 __x, _Float128 __y) __attribute__ ((__nothrow__ , __leaf__));
extern int __issignalingf128 (_Float128 __value) __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__const__));
extern int signgam;
enum
  {
    FP_NAN =
      0,
    FP_INFINITE =
      1,
    FP_ZERO =
      2,
    FP_SUBNORMAL =
      3,
    FP_NORMAL =
      4
  };


typedef long unsigned int size_t;
typedef __builtin_va_list __gnuc_va_list;
typedef struct
{
  int __count;
  union
  {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
typedef struct _G_fpos_t
{
  __off_t __pos;
  __mbstate_t __state;
} __fpos_t;
typedef struct _G_fpos64_t
{
  __off64_t __pos;
  __mbstate_t __state;
} __fpos64_t;
struct _IO_FILE;
typedef struct _IO_FILE __FILE;
struct _IO_FILE;
typedef struct _IO_FILE FILE;
struct _IO_FILE;
struct _IO_marker;
struct _IO_codecvt;
struct _IO_wide_data;
typedef void _IO_lock_t;
struct _IO_FILE
{
  int _flags;
  char *_IO_read_ptr;
  char *_IO_read_end;
  char *_IO_read_base;
  char *_IO_write_base;
  char *_IO_write_ptr;
  char *_IO_write_end;
  char *_IO_buf_base;
  char *_IO_buf_end;
  char *_IO_save_base;
  char *_IO_backup_base;
  char *_IO_save_end;
  struct _IO_marker *_markers;
  struct _IO_FILE *_chain;
  int _fileno;
  int _flags2;
  __off_t _old_offset;
  unsigned short _cur_column;
  signed char _vtable_offset;
  char _shortbuf[1];
  _IO_lock_t *_lock;
  __off64_t _offset;
  struct _IO_codecvt *_codecvt;
  struct _IO_wide_data *_wide_data;
  struct _IO_FILE *_freeres_list;
  void *_freeres_buf;
  size_t __pad5;
  int _mode;
  char _unused2[15 * sizeof (int) - 4 * sizeof (void *) - sizeof (size_t)];
};
typedef __gnuc_va_list va_list;
typedef __off64_t off_t;
typedef __fpos64_t fpos_t;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
extern int remove (const char *__filename) __attribute__ ((__nothrow__ , __leaf__));
extern int rename (const char *__old, const char *__new) __attribute__ ((__nothrow__ , __leaf__));
extern int fclose (FILE *__stream);
extern FILE *tmpfile (void) __asm__ ("" "tmpfile64")
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern char *tmpnam (char[20]) __attribute__ ((__nothrow__ , __leaf__)) ;
extern char *tempnam (const char *__dir, const char *__pfx)
   __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (__builtin_free, 1)));
extern int fflush (FILE *__stream);
extern FILE *fopen (const char *__restrict __filename, const char *__restrict __modes) __asm__ ("" "fopen64")
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern FILE *freopen (const char *__restrict __filename, const char *__restrict __modes, FILE *__restrict __stream) __asm__ ("" "freopen64")
  ;
extern FILE *fdopen (int __fd, const char *__modes) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern void setbuf (FILE *__restrict __stream, char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));
extern int setvbuf (FILE *__restrict __stream, char *__restrict __buf,
      int __modes, size_t __n) __attribute__ ((__nothrow__ , __leaf__));
extern int fprintf (FILE *__restrict __stream,
      const char *__restrict __format, ...);
extern int printf (const char *__restrict __format, ...);
extern int sprintf (char *__restrict __s,
      const char *__restrict __format, ...) __attribute__ ((__nothrow__));
extern int vfprintf (FILE *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg);
extern int vprintf (const char *__restrict __format, __gnuc_va_list __arg);
extern int vsprintf (char *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg) __attribute__ ((__nothrow__));
extern int snprintf (char *__restrict __s, size_t __maxlen,
       const char *__restrict __format, ...)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 4)));
extern int vsnprintf (char *__restrict __s, size_t __maxlen,
        const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 0)));
extern int fscanf (FILE *__restrict __stream,
     const char *__restrict __format, ...) ;
extern int scanf (const char *__restrict __format, ...) ;
extern int sscanf (const char *__restrict __s,
     const char *__restrict __format, ...) __attribute__ ((__nothrow__ , __leaf__));
extern int fscanf (FILE *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf") ;
extern int scanf (const char *__restrict __format, ...) __asm__ ("" "__isoc99_scanf") ;
extern int sscanf (const char *__restrict __s, const char *__restrict __format, ...) __asm__ ("" "__isoc99_sscanf") __attribute__ ((__nothrow__ , __leaf__));
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format,
      __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 2, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s,
      const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__format__ (__scanf__, 2, 0)));
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vfscanf")
     __attribute__ ((__format__ (__scanf__, 2, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vscanf")
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vsscanf") __attribute__ ((__nothrow__ , __leaf__))
     __attribute__ ((__format__ (__scanf__, 2, 0)));
extern int fgetc (FILE *__stream);
extern int getc (FILE *__stream);
extern int getchar (void);
extern int getc_unlocked (FILE *__stream);
extern int getchar_unlocked (void);
extern int fputc (int __c, FILE *__stream);
extern int putc (int __c, FILE *__stream);
extern int putchar (int __c);
extern int putc_unlocked (int __c, FILE *__stream);
extern int putchar_unlocked (int __c);
extern char *fgets (char *__restrict __s, int __n, FILE *__restrict __stream)
     __attribute__ ((__access__ (__write_only__, 1, 2)));
extern int fputs (const char *__restrict __s, FILE *__restrict __stream);
extern int puts (const char *__s);
extern int ungetc (int __c, FILE *__stream);
extern size_t fread (void *__restrict __ptr, size_t __size,
       size_t __n, FILE *__restrict __stream) ;
extern size_t fwrite (const void *__restrict __ptr, size_t __size,
        size_t __n, FILE *__restrict __s);
extern int fseek (FILE *__stream, long int __off, int __whence);
extern long int ftell (FILE *__stream) ;
extern void rewind (FILE *__stream);
extern int fseeko (FILE *__stream, __off64_t __off, int __whence) __asm__ ("" "fseeko64");
extern __off64_t ftello (FILE *__stream) __asm__ ("" "ftello64");
extern int fgetpos (FILE *__restrict __stream, fpos_t *__restrict __pos) __asm__ ("" "fgetpos64");
extern int fsetpos (FILE *__stream, const fpos_t *__pos) __asm__ ("" "fsetpos64");
extern void clearerr (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int feof (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int ferror (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern void perror (const char *__s);
extern int fileno (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int pclose (FILE *__stream);
extern FILE *popen (const char *__command, const char *__modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (pclose, 1))) ;
extern char *ctermid (char *__s) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1)));
extern void flockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int ftrylockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern void funlockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int __uflow (FILE *);
extern int __overflow (FILE *, int);

typedef int wchar_t;

typedef struct
  {
    int quot;
    int rem;
  } div_t;
typedef struct
  {
    long int quot;
    long int rem;
  } ldiv_t;
__extension__ typedef struct
  {
    long long int quot;
    long long int rem;
  } lldiv_t;
extern size_t __ctype_get_mb_cur_max (void) __attribute__ ((__nothrow__ , __leaf__)) ;
extern double atof (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;
extern int atoi (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;
extern long int atol (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;
__extension__ extern long long int atoll (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;
extern double strtod (const char *__restrict __nptr,
        char **__restrict __endptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern float strtof (const char *__restrict __nptr,
       char **__restrict __endptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern long double strtold (const char *__restrict __nptr,
       char **__restrict __endptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern long int strtol (const char *__restrict __nptr,
   char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern unsigned long int strtoul (const char *__restrict __nptr,
      char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
__extension__
extern long long int strtoll (const char *__restrict __nptr,
         char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
__extension__
extern unsigned long long int strtoull (const char *__restrict __nptr,
     char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern char *l64a (long int __n) __attribute__ ((__nothrow__ , __leaf__)) ;
extern long int a64l (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;

typedef __ino64_t ino_t;
typedef __dev_t dev_t;
typedef __gid_t gid_t;
typedef __mode_t mode_t;
typedef __nlink_t nlink_t;
typedef __uid_t uid_t;
typedef __pid_t pid_t;
typedef __id_t id_t;
typedef __ssize_t ssize_t;
typedef __key_t key_t;
typedef __clock_t clock_t;
typedef __clockid_t clockid_t;
typedef __time_t time_t;
typedef __timer_t timer_t;
typedef __useconds_t useconds_t;
typedef __suseconds_t suseconds_t;
typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
typedef __uint8_t u_int8_t;
typedef __uint16_t u_int16_t;
typedef __uint32_t u_int32_t;
typedef __uint64_t u_int64_t;
typedef int register_t __attribute__ ((__mode__ (__word__)));
typedef __blksize_t blksize_t;
typedef __blkcnt64_t blkcnt_t;
typedef __fsblkcnt64_t fsblkcnt_t;
typedef __fsfilcnt64_t fsfilcnt_t;
typedef union
{
  __extension__ unsigned long long int __value64;
  struct
  {
    unsigned int __low;
    unsigned int __high;
  } __value32;
} __atomic_wide_counter;
typedef struct __pthread_internal_list
{
  struct __pthread_internal_list *__prev;
  struct __pthread_internal_list *__next;
} __pthread_list_t;
typedef struct __pthread_internal_slist
{
  struct __pthread_internal_slist *__next;
} __pthread_slist_t;
struct __pthread_mutex_s
{
  int __lock;
  unsigned int __count;
  int __owner;
  unsigned int __nusers;
  int __kind;
  short __spins;
  short __elision;
  __pthread_list_t __list;
};
struct __pthread_rwlock_arch_t
{
  unsigned int __readers;
  unsigned int __writers;
  unsigned int __wrphase_futex;
  unsigned int __writers_futex;
  unsigned int __pad3;
  unsigned int __pad4;
  int __cur_writer;
  int __shared;
  signed char __rwelision;
  unsigned char __pad1[7];
  unsigned long int __pad2;
  unsigned int __flags;
};
struct __pthread_cond_s
{
  __atomic_wide_counter __wseq;
  __atomic_wide_counter __g1_start;
  unsigned int __g_refs[2] ;
  unsigned int __g_size[2];
  unsigned int __g1_orig_size;
  unsigned int __wrefs;
  unsigned int __g_signals[2];
};
typedef unsigned int __tss_t;
typedef unsigned long int __thrd_t;
typedef struct
{
  int __data ;
} __once_flag;
typedef unsigned long int pthread_t;
typedef union
{
  char __size[4];
  int __align;
} pthread_mutexattr_t;
typedef union
{
  char __size[4];
  int __align;
} pthread_condattr_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
union pthread_attr_t
{
  char __size[56];
  long int __align;
};
typedef union pthread_attr_t pthread_attr_t;
typedef union
{
  struct __pthread_mutex_s __data;
  char __size[40];
  long int __align;
} pthread_mutex_t;
typedef union
{
  struct __pthread_cond_s __data;
  char __size[48];
  __extension__ long long int __align;
} pthread_cond_t;
typedef union
{
  struct __pthread_rwlock_arch_t __data;
  char __size[56];
  long int __align;
} pthread_rwlock_t;
typedef union
{
  char __size[8];
  long int __align;
} pthread_rwlockattr_t;
typedef volatile int pthread_spinlock_t;
typedef union
{
  char __size[32];
  long int __align;
} pthread_barrier_t;
typedef union
{
  char __size[4];
  int __align;
} pthread_barrierattr_t;

extern long int random (void) __attribute__ ((__nothrow__ , __leaf__));
extern void srandom (unsigned int __seed) __attribute__ ((__nothrow__ , __leaf__));
extern char *initstate (unsigned int __seed, char *__statebuf,
   size_t __statelen) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern char *setstate (char *__statebuf) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int rand (void) __attribute__ ((__nothrow__ , __leaf__));
extern void srand (unsigned int __seed) __attribute__ ((__nothrow__ , __leaf__));
extern int rand_r (unsigned int *__seed) __attribute__ ((__nothrow__ , __leaf__));
extern double drand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern double erand48 (unsigned short int __xsubi[3]) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern long int lrand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern long int nrand48 (unsigned short int __xsubi[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern long int mrand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern long int jrand48 (unsigned short int __xsubi[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern void srand48 (long int __seedval) __attribute__ ((__nothrow__ , __leaf__));
extern unsigned short int *seed48 (unsigned short int __seed16v[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern void lcong48 (unsigned short int __param[7]) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__))
     __attribute__ ((__alloc_size__ (1))) ;
extern void *calloc (size_t __nmemb, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__alloc_size__ (1, 2))) ;
extern void *realloc (void *__ptr, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__warn_unused_result__)) __attribute__ ((__alloc_size__ (2)));
extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));
extern int posix_memalign (void **__memptr, size_t __alignment, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;
extern void *aligned_alloc (size_t __alignment, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__alloc_align__ (1)))
     __attribute__ ((__alloc_size__ (2))) ;
extern void abort (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern int atexit (void (*__func) (void)) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int at_quick_exit (void (*__func) (void)) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern void exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void quick_exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void _Exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern char *getenv (const char *__name) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;
extern int putenv (char *__string) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int setenv (const char *__name, const char *__value, int __replace)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern int unsetenv (const char *__name) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern char *mktemp (char *__template) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int mkstemp (char *__template) __asm__ ("" "mkstemp64")
     __attribute__ ((__nonnull__ (1))) ;
extern int system (const char *__command) ;
extern char *realpath (const char *__restrict __name,
         char *__restrict __resolved) __attribute__ ((__nothrow__ , __leaf__)) ;
typedef int (*__compar_fn_t) (const void *, const void *);
extern void *bsearch (const void *__key, const void *__base,
        size_t __nmemb, size_t __size, __compar_fn_t __compar)
     __attribute__ ((__nonnull__ (1, 2, 5))) ;
extern void qsort (void *__base, size_t __nmemb, size_t __size,
     __compar_fn_t __compar) __attribute__ ((__nonnull__ (1, 4)));
extern int abs (int __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
extern long int labs (long int __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
__extension__ extern long long int llabs (long long int __x)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
extern div_t div (int __numer, int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
extern ldiv_t ldiv (long int __numer, long int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
__extension__ extern lldiv_t lldiv (long long int __numer,
        long long int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
extern char *ecvt (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;
extern char *fcvt (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;
extern char *gcvt (double __value, int __ndigit, char *__buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3))) ;
extern int mblen (const char *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__));
extern int mbtowc (wchar_t *__restrict __pwc,
     const char *__restrict __s, size_t __n) __attribute__ ((__nothrow__ , __leaf__));
extern int wctomb (char *__s, wchar_t __wchar) __attribute__ ((__nothrow__ , __leaf__));
extern size_t mbstowcs (wchar_t *__restrict __pwcs,
   const char *__restrict __s, size_t __n) __attribute__ ((__nothrow__ , __leaf__))
    __attribute__ ((__access__ (__read_only__, 2)));
extern size_t wcstombs (char *__restrict __s,
   const wchar_t *__restrict __pwcs, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1, 3)))
  __attribute__ ((__access__ (__read_only__, 2)));
extern int getsubopt (char **__restrict __optionp,
        char *const *__restrict __tokens,
        char **__restrict __valuep)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2, 3))) ;
extern int posix_openpt (int __oflag) ;
extern int grantpt (int __fd) __attribute__ ((__nothrow__ , __leaf__));
extern int unlockpt (int __fd) __attribute__ ((__nothrow__ , __leaf__));
extern char *ptsname (int __fd) __attribute__ ((__nothrow__ , __leaf__)) ;


extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
       size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memmove (void *__dest, const void *__src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memccpy (void *__restrict __dest, const void *__restrict __src,
        int __c, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2))) __attribute__ ((__access__ (__write_only__, 1, 4)));
extern void *memset (void *__s, int __c, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int memcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int __memcmpeq (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern void *memchr (const void *__s, int __c, size_t __n)
      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strcat (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strncat (char *__restrict __dest, const char *__restrict __src,
        size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strcmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strncmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern int strcoll (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern size_t strxfrm (char *__restrict __dest,
         const char *__restrict __src, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2))) __attribute__ ((__access__ (__write_only__, 1, 3)));
extern char *strdup (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));
extern char *strchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strrchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern size_t strcspn (const char *__s, const char *__reject)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern size_t strspn (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strpbrk (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strstr (const char *__haystack, const char *__needle)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *strtok (char *__restrict __s, const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));
extern char *__strtok_r (char *__restrict __s,
    const char *__restrict __delim,
    char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
extern char *strtok_r (char *__restrict __s, const char *__restrict __delim,
         char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
extern size_t strlen (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
extern char *strerror (int __errnum) __attribute__ ((__nothrow__ , __leaf__));
extern int strerror_r (int __errnum, char *__buf, size_t __buflen) __asm__ ("" "__xpg_strerror_r") __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)))
    __attribute__ ((__access__ (__write_only__, 2, 3)));

typedef long int ptrdiff_t;
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
} max_align_t;
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
typedef __int_least8_t int_least8_t;
typedef __int_least16_t int_least16_t;
typedef __int_least32_t int_least32_t;
typedef __int_least64_t int_least64_t;
typedef __uint_least8_t uint_least8_t;
typedef __uint_least16_t uint_least16_t;
typedef __uint_least32_t uint_least32_t;
typedef __uint_least64_t uint_least64_t;
typedef signed char int_fast8_t;
typedef long int int_fast16_t;
typedef long int int_fast32_t;
typedef long int int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef unsigned long int uint_fast16_t;
typedef unsigned long int uint_fast32_t;
typedef unsigned long int uint_fast64_t;
typedef long int intptr_t;
typedef unsigned long int uintptr_t;
typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;
typedef struct lua_State lua_State;
typedef double lua_Number;
typedef long long lua_Integer;
typedef unsigned long long lua_Unsigned;
typedef intptr_t lua_KContext;
typedef int (*lua_CFunction) (lua_State *L);
typedef int (*lua_KFunction) (lua_State *L, int status, lua_KContext ctx);
typedef const char * (*lua_Reader) (lua_State *L, void *ud, size_t *sz);
typedef int (*lua_Writer) (lua_State *L, const void *p, size_t sz, void *ud);
typedef void * (*lua_Alloc) (void *ud, void *ptr, size_t osize, size_t nsize);
typedef void (*lua_WarnFunction) (void *ud, const char *msg, int tocont);
typedef struct lua_Debug lua_Debug;
typedef void (*lua_Hook) (lua_State *L, lua_Debug *ar);
extern const char lua_ident[];
extern lua_State *(lua_newstate) (lua_Alloc f, void *ud);
extern void (lua_close) (lua_State *L);
extern lua_State *(lua_newthread) (lua_State *L);
extern int (lua_closethread) (lua_State *L, lua_State *from);
extern int (lua_resetthread) (lua_State *L);
extern lua_CFunction (lua_atpanic) (lua_State *L, lua_CFunction panicf);
extern lua_Number (lua_version) (lua_State *L);
extern int (lua_absindex) (lua_State *L, int idx);
extern int (lua_gettop) (lua_State *L);
extern void (lua_settop) (lua_State *L, int idx);
extern void (lua_pushvalue) (lua_State *L, int idx);
extern void (lua_rotate) (lua_State *L, int idx, int n);
extern void (lua_copy) (lua_State *L, int fromidx, int toidx);
extern int (lua_checkstack) (lua_State *L, int n);
extern void (lua_xmove) (lua_State *from, lua_State *to, int n);
extern int (lua_isnumber) (lua_State *L, int idx);
extern int (lua_isstring) (lua_State *L, int idx);
extern int (lua_iscfunction) (lua_State *L, int idx);
extern int (lua_isinteger) (lua_State *L, int idx);
extern int (lua_isuserdata) (lua_State *L, int idx);
extern int (lua_type) (lua_State *L, int idx);
extern const char *(lua_typename) (lua_State *L, int tp);
extern lua_Number (lua_tonumberx) (lua_State *L, int idx, int *isnum);
extern lua_Integer (lua_tointegerx) (lua_State *L, int idx, int *isnum);
extern int (lua_toboolean) (lua_State *L, int idx);
extern const char *(lua_tolstring) (lua_State *L, int idx, size_t *len);
extern lua_Unsigned (lua_rawlen) (lua_State *L, int idx);
extern lua_CFunction (lua_tocfunction) (lua_State *L, int idx);
extern void *(lua_touserdata) (lua_State *L, int idx);
extern lua_State *(lua_tothread) (lua_State *L, int idx);
extern const void *(lua_topointer) (lua_State *L, int idx);
extern void (lua_arith) (lua_State *L, int op);
extern int (lua_rawequal) (lua_State *L, int idx1, int idx2);
extern int (lua_compare) (lua_State *L, int idx1, int idx2, int op);
extern void (lua_pushnil) (lua_State *L);
extern void (lua_pushnumber) (lua_State *L, lua_Number n);
extern void (lua_pushinteger) (lua_State *L, lua_Integer n);
extern const char *(lua_pushlstring) (lua_State *L, const char *s, size_t len);
extern const char *(lua_pushstring) (lua_State *L, const char *s);
extern const char *(lua_pushvfstring) (lua_State *L, const char *fmt,
                                                      va_list argp);
extern const char *(lua_pushfstring) (lua_State *L, const char *fmt, ...);
extern void (lua_pushcclosure) (lua_State *L, lua_CFunction fn, int n);
extern void (lua_pushboolean) (lua_State *L, int b);
extern void (lua_pushlightuserdata) (lua_State *L, void *p);
extern int (lua_pushthread) (lua_State *L);
extern int (lua_getglobal) (lua_State *L, const char *name);
extern int (lua_gettable) (lua_State *L, int idx);
extern int (lua_getfield) (lua_State *L, int idx, const char *k);
extern int (lua_geti) (lua_State *L, int idx, lua_Integer n);
extern int (lua_rawget) (lua_State *L, int idx);
extern int (lua_rawgeti) (lua_State *L, int idx, lua_Integer n);
extern int (lua_rawgetp) (lua_State *L, int idx, const void *p);
extern void (lua_createtable) (lua_State *L, int narr, int nrec);
extern void *(lua_newuserdatauv) (lua_State *L, size_t sz, int nuvalue);
extern int (lua_getmetatable) (lua_State *L, int objindex);
extern int (lua_getiuservalue) (lua_State *L, int idx, int n);
extern void (lua_setglobal) (lua_State *L, const char *name);
extern void (lua_settable) (lua_State *L, int idx);
extern void (lua_setfield) (lua_State *L, int idx, const char *k);
extern void (lua_seti) (lua_State *L, int idx, lua_Integer n);
extern void (lua_rawset) (lua_State *L, int idx);
extern void (lua_rawseti) (lua_State *L, int idx, lua_Integer n);
extern void (lua_rawsetp) (lua_State *L, int idx, const void *p);
extern int (lua_setmetatable) (lua_State *L, int objindex);
extern int (lua_setiuservalue) (lua_State *L, int idx, int n);
extern void (lua_callk) (lua_State *L, int nargs, int nresults,
                           lua_KContext ctx, lua_KFunction k);
extern int (lua_pcallk) (lua_State *L, int nargs, int nresults, int errfunc,
                            lua_KContext ctx, lua_KFunction k);
extern int (lua_load) (lua_State *L, lua_Reader reader, void *dt,
                          const char *chunkname, const char *mode);
extern int (lua_dump) (lua_State *L, lua_Writer writer, void *data, int strip);
extern int (lua_yieldk) (lua_State *L, int nresults, lua_KContext ctx,
                               lua_KFunction k);
extern int (lua_resume) (lua_State *L, lua_State *from, int narg,
                               int *nres);
extern int (lua_status) (lua_State *L);
extern int (lua_isyieldable) (lua_State *L);
extern void (lua_setwarnf) (lua_State *L, lua_WarnFunction f, void *ud);
extern void (lua_warning) (lua_State *L, const char *msg, int tocont);
extern int (lua_gc) (lua_State *L, int what, ...);
extern int (lua_error) (lua_State *L);
extern int (lua_next) (lua_State *L, int idx);
extern void (lua_concat) (lua_State *L, int n);
extern void (lua_len) (lua_State *L, int idx);
extern size_t (lua_stringtonumber) (lua_State *L, const char *s);
extern lua_Alloc (lua_getallocf) (lua_State *L, void **ud);
extern void (lua_setallocf) (lua_State *L, lua_Alloc f, void *ud);
extern void (lua_toclose) (lua_State *L, int idx);
extern void (lua_closeslot) (lua_State *L, int idx);
extern int (lua_getstack) (lua_State *L, int level, lua_Debug *ar);
extern int (lua_getinfo) (lua_State *L, const char *what, lua_Debug *ar);
extern const char *(lua_getlocal) (lua_State *L, const lua_Debug *ar, int n);
extern const char *(lua_setlocal) (lua_State *L, const lua_Debug *ar, int n);
extern const char *(lua_getupvalue) (lua_State *L, int funcindex, int n);
extern const char *(lua_setupvalue) (lua_State *L, int funcindex, int n);
extern void *(lua_upvalueid) (lua_State *L, int fidx, int n);
extern void (lua_upvaluejoin) (lua_State *L, int fidx1, int n1,
                                               int fidx2, int n2);
extern void (lua_sethook) (lua_State *L, lua_Hook func, int mask, int count);
extern lua_Hook (lua_gethook) (lua_State *L);
extern int (lua_gethookmask) (lua_State *L);
extern int (lua_gethookcount) (lua_State *L);
extern int (lua_setcstacklimit) (lua_State *L, unsigned int limit);
struct lua_Debug {
  int event;
  const char *name;
  const char *namewhat;
  const char *what;
  const char *source;
  size_t srclen;
  int currentline;
  int linedefined;
  int lastlinedefined;
  unsigned char nups;
  unsigned char nparams;
  char isvararg;
  char istailcall;
  unsigned short ftransfer;
  unsigned short ntransfer;
  char short_src[60];
  struct CallInfo *i_ci;
};
typedef struct CallInfo CallInfo;
typedef size_t lu_mem;
typedef ptrdiff_t l_mem;
typedef unsigned char lu_byte;
typedef signed char ls_byte;
typedef double l_uacNumber;
typedef long long l_uacInt;
typedef unsigned int l_uint32;
typedef l_uint32 Instruction;
typedef union Value {
  struct GCObject *gc;
  void *p;
  lua_CFunction f;
  lua_Integer i;
  lua_Number n;
  lu_byte ub;
} Value;
typedef struct TValue {
  Value value_; lu_byte tt_;
} TValue;
typedef union StackValue {
  TValue val;
  struct {
    Value value_; lu_byte tt_;
    unsigned short delta;
  } tbclist;
} StackValue;
typedef StackValue *StkId;
typedef union {
  StkId p;
  ptrdiff_t offset;
} StkIdRel;
typedef struct GCObject {
  struct GCObject *next; lu_byte tt; lu_byte marked;
} GCObject;
typedef struct TString {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  lu_byte extra;
  lu_byte shrlen;
  unsigned int hash;
  union {
    size_t lnglen;
    struct TString *hnext;
  } u;
  char contents[1];
} TString;
typedef union UValue {
  TValue uv;
  lua_Number n; double u; void *s; lua_Integer i; long l;
} UValue;
typedef struct Udata {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  unsigned short nuvalue;
  size_t len;
  struct Table *metatable;
  GCObject *gclist;
  UValue uv[1];
} Udata;
typedef struct Udata0 {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  unsigned short nuvalue;
  size_t len;
  struct Table *metatable;
  union {lua_Number n; double u; void *s; lua_Integer i; long l;} bindata;
} Udata0;
typedef struct Upvaldesc {
  TString *name;
  lu_byte instack;
  lu_byte idx;
  lu_byte kind;
} Upvaldesc;
typedef struct LocVar {
  TString *varname;
  int startpc;
  int endpc;
} LocVar;
typedef struct AbsLineInfo {
  int pc;
  int line;
} AbsLineInfo;
typedef struct Proto {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  lu_byte numparams;
  lu_byte is_vararg;
  lu_byte maxstacksize;
  int sizeupvalues;
  int sizek;
  int sizecode;
  int sizelineinfo;
  int sizep;
  int sizelocvars;
  int sizeabslineinfo;
  int linedefined;
  int lastlinedefined;
  TValue *k;
  Instruction *code;
  struct Proto **p;
  Upvaldesc *upvalues;
  ls_byte *lineinfo;
  AbsLineInfo *abslineinfo;
  LocVar *locvars;
  TString *source;
  GCObject *gclist;
} Proto;
typedef struct UpVal {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  union {
    TValue *p;
    ptrdiff_t offset;
  } v;
  union {
    struct {
      struct UpVal *next;
      struct UpVal **previous;
    } open;
    TValue value;
  } u;
} UpVal;
typedef struct CClosure {
  struct GCObject *next; lu_byte tt; lu_byte marked; lu_byte nupvalues; GCObject *gclist;
  lua_CFunction f;
  TValue upvalue[1];
} CClosure;
typedef struct LClosure {
  struct GCObject *next; lu_byte tt; lu_byte marked; lu_byte nupvalues; GCObject *gclist;
  struct Proto *p;
  UpVal *upvals[1];
} LClosure;
typedef union Closure {
  CClosure c;
  LClosure l;
} Closure;
typedef union Node {
  struct NodeKey {
    Value value_; lu_byte tt_;
    lu_byte key_tt;
    int next;
    Value key_val;
  } u;
  TValue i_val;
} Node;
typedef struct Table {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  lu_byte flags;
  lu_byte lsizenode;
  unsigned int alimit;
  TValue *array;
  Node *node;
  Node *lastfree;
  struct Table *metatable;
  GCObject *gclist;
} Table;
__attribute__((visibility("internal"))) extern int luaO_utf8esc (char *buff, unsigned long x);
__attribute__((visibility("internal"))) extern int luaO_ceillog2 (unsigned int x);
__attribute__((visibility("internal"))) extern int luaO_rawarith (lua_State *L, int op, const TValue *p1,
                             const TValue *p2, TValue *res);
__attribute__((visibility("internal"))) extern void luaO_arith (lua_State *L, int op, const TValue *p1,
                           const TValue *p2, StkId res);
__attribute__((visibility("internal"))) extern size_t luaO_str2num (const char *s, TValue *o);
__attribute__((visibility("internal"))) extern int luaO_hexavalue (int c);
__attribute__((visibility("internal"))) extern void luaO_tostring (lua_State *L, TValue *obj);
__attribute__((visibility("internal"))) extern const char *luaO_pushvfstring (lua_State *L, const char *fmt,
                                                       va_list argp);
__attribute__((visibility("internal"))) extern const char *luaO_pushfstring (lua_State *L, const char *fmt, ...);
__attribute__((visibility("internal"))) extern void luaO_chunkid (char *out, const char *source, size_t srclen);
typedef enum {
  TM_INDEX,
  TM_NEWINDEX,
  TM_GC,
  TM_MODE,
  TM_LEN,
  TM_EQ,
  TM_ADD,
  TM_SUB,
  TM_MUL,
  TM_MOD,
  TM_POW,
  TM_DIV,
  TM_IDIV,
  TM_BAND,
  TM_BOR,
  TM_BXOR,
  TM_SHL,
  TM_SHR,
  TM_UNM,
  TM_BNOT,
  TM_LT,
  TM_LE,
  TM_CONCAT,
  TM_CALL,
  TM_CLOSE,
  TM_N
} TMS;
__attribute__((visibility("internal"))) extern const char *const luaT_typenames_[((9 +1) + 2)];
__attribute__((visibility("internal"))) extern const char *luaT_objtypename (lua_State *L, const TValue *o);
__attribute__((visibility("internal"))) extern const TValue *luaT_gettm (Table *events, TMS event, TString *ename);
__attribute__((visibility("internal"))) extern const TValue *luaT_gettmbyobj (lua_State *L, const TValue *o,
                                                       TMS event);
__attribute__((visibility("internal"))) extern void luaT_init (lua_State *L);
__attribute__((visibility("internal"))) extern void luaT_callTM (lua_State *L, const TValue *f, const TValue *p1,
                            const TValue *p2, const TValue *p3);
__attribute__((visibility("internal"))) extern void luaT_callTMres (lua_State *L, const TValue *f,
                            const TValue *p1, const TValue *p2, StkId p3);
__attribute__((visibility("internal"))) extern void luaT_trybinTM (lua_State *L, const TValue *p1, const TValue *p2,
                              StkId res, TMS event);
__attribute__((visibility("internal"))) extern void luaT_tryconcatTM (lua_State *L);
__attribute__((visibility("internal"))) extern void luaT_trybinassocTM (lua_State *L, const TValue *p1,
       const TValue *p2, int inv, StkId res, TMS event);
__attribute__((visibility("internal"))) extern void luaT_trybiniTM (lua_State *L, const TValue *p1, lua_Integer i2,
                               int inv, StkId res, TMS event);
__attribute__((visibility("internal"))) extern int luaT_callorderTM (lua_State *L, const TValue *p1,
                                const TValue *p2, TMS event);
__attribute__((visibility("internal"))) extern int luaT_callorderiTM (lua_State *L, const TValue *p1, int v2,
                                 int inv, int isfloat, TMS event);
__attribute__((visibility("internal"))) extern void luaT_adjustvarargs (lua_State *L, int nfixparams,
                                   struct CallInfo *ci, const Proto *p);
__attribute__((visibility("internal"))) extern void luaT_getvarargs (lua_State *L, struct CallInfo *ci,
                                              StkId where, int wanted);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaM_toobig (lua_State *L);
__attribute__((visibility("internal"))) extern void *luaM_realloc_ (lua_State *L, void *block, size_t oldsize,
                                                          size_t size);
__attribute__((visibility("internal"))) extern void *luaM_saferealloc_ (lua_State *L, void *block, size_t oldsize,
                                                              size_t size);
__attribute__((visibility("internal"))) extern void luaM_free_ (lua_State *L, void *block, size_t osize);
__attribute__((visibility("internal"))) extern void *luaM_growaux_ (lua_State *L, void *block, int nelems,
                               int *size, int size_elem, int limit,
                               const char *what);
__attribute__((visibility("internal"))) extern void *luaM_shrinkvector_ (lua_State *L, void *block, int *nelem,
                                    int final_n, int size_elem);
__attribute__((visibility("internal"))) extern void *luaM_malloc_ (lua_State *L, size_t size, int tag);
typedef struct Zio ZIO;
typedef struct Mbuffer {
  char *buffer;
  size_t n;
  size_t buffsize;
} Mbuffer;
__attribute__((visibility("internal"))) extern void luaZ_init (lua_State *L, ZIO *z, lua_Reader reader,
                                        void *data);
__attribute__((visibility("internal"))) extern size_t luaZ_read (ZIO* z, void *b, size_t n);
struct Zio {
  size_t n;
  const char *p;
  lua_Reader reader;
  void *data;
  lua_State *L;
};
__attribute__((visibility("internal"))) extern int luaZ_fill (ZIO *z);
struct lua_longjmp;

typedef __sig_atomic_t sig_atomic_t;
typedef struct
{
  unsigned long int __val[(1024 / (8 * sizeof (unsigned long int)))];
} __sigset_t;
typedef __sigset_t sigset_t;
struct timespec
{
  __time_t tv_sec;
  __syscall_slong_t tv_nsec;
};
union sigval
{
  int sival_int;
  void *sival_ptr;
};
typedef union sigval __sigval_t;
typedef struct
  {
    int si_signo;
    int si_errno;
    int si_code;
    int __pad0;
    union
      {
 int _pad[((128 / sizeof (int)) - 4)];
 struct
   {
     __pid_t si_pid;
     __uid_t si_uid;
   } _kill;
 struct
   {
     int si_tid;
     int si_overrun;
     __sigval_t si_sigval;
   } _timer;
 struct
   {
     __pid_t si_pid;
     __uid_t si_uid;
     __sigval_t si_sigval;
   } _rt;
 struct
   {
     __pid_t si_pid;
     __uid_t si_uid;
     int si_status;
     __clock_t si_utime;
     __clock_t si_stime;
   } _sigchld;
 struct
   {
     void *si_addr;
    
     short int si_addr_lsb;
     union
       {
  struct
    {
      void *_lower;
      void *_upper;
    } _addr_bnd;
  __uint32_t _pkey;
       } _bounds;
   } _sigfault;
 struct
   {
     long int si_band;
     int si_fd;
   } _sigpoll;
 struct
   {
     void *_call_addr;
     int _syscall;
     unsigned int _arch;
   } _sigsys;
      } _sifields;
  } siginfo_t ;
enum
{
  SI_ASYNCNL = -60,
  SI_DETHREAD = -7,
  SI_TKILL,
  SI_SIGIO,
  SI_ASYNCIO,
  SI_MESGQ,
  SI_TIMER,
  SI_QUEUE,
  SI_USER,
  SI_KERNEL = 0x80
};
enum
{
  ILL_ILLOPC = 1,
  ILL_ILLOPN,
  ILL_ILLADR,
  ILL_ILLTRP,
  ILL_PRVOPC,
  ILL_PRVREG,
  ILL_COPROC,
  ILL_BADSTK,
  ILL_BADIADDR
};
enum
{
  FPE_INTDIV = 1,
  FPE_INTOVF,
  FPE_FLTDIV,
  FPE_FLTOVF,
  FPE_FLTUND,
  FPE_FLTRES,
  FPE_FLTINV,
  FPE_FLTSUB,
  FPE_FLTUNK = 14,
  FPE_CONDTRAP
};
enum
{
  SEGV_MAPERR = 1,
  SEGV_ACCERR,
  SEGV_BNDERR,
  SEGV_PKUERR,
  SEGV_ACCADI,
  SEGV_ADIDERR,
  SEGV_ADIPERR,
  SEGV_MTEAERR,
  SEGV_MTESERR
};
enum
{
  BUS_ADRALN = 1,
  BUS_ADRERR,
  BUS_OBJERR,
  BUS_MCEERR_AR,
  BUS_MCEERR_AO
};
enum
{
  TRAP_BRKPT = 1,
  TRAP_TRACE,
  TRAP_BRANCH,
  TRAP_HWBKPT,
  TRAP_UNK
};
enum
{
  CLD_EXITED = 1,
  CLD_KILLED,
  CLD_DUMPED,
  CLD_TRAPPED,
  CLD_STOPPED,
  CLD_CONTINUED
};
enum
{
  POLL_IN = 1,
  POLL_OUT,
  POLL_MSG,
  POLL_ERR,
  POLL_PRI,
  POLL_HUP
};
typedef struct sigevent
  {
    __sigval_t sigev_value;
    int sigev_signo;
    int sigev_notify;
    union
      {
 int _pad[((64 / sizeof (int)) - 4)];
 __pid_t _tid;
 struct
   {
     void (*_function) (__sigval_t);
     pthread_attr_t *_attribute;
   } _sigev_thread;
      } _sigev_un;
  } sigevent_t;
enum
{
  SIGEV_SIGNAL = 0,
  SIGEV_NONE,
  SIGEV_THREAD,
  SIGEV_THREAD_ID = 4
};
typedef void (*__sighandler_t) (int);
extern __sighandler_t __sysv_signal (int __sig, __sighandler_t __handler)
     __attribute__ ((__nothrow__ , __leaf__));
extern __sighandler_t signal (int __sig, __sighandler_t __handler) __asm__ ("" "__sysv_signal") __attribute__ ((__nothrow__ , __leaf__));
extern __sighandler_t bsd_signal (int __sig, __sighandler_t __handler)
     __attribute__ ((__nothrow__ , __leaf__));
extern int kill (__pid_t __pid, int __sig) __attribute__ ((__nothrow__ , __leaf__));
extern int killpg (__pid_t __pgrp, int __sig) __attribute__ ((__nothrow__ , __leaf__));
extern int raise (int __sig) __attribute__ ((__nothrow__ , __leaf__));
extern int sigpause (int __sig) __asm__ ("__xpg_sigpause")
  __attribute__ ((__deprecated__ ("Use the sigsuspend function instead")));
extern int sigemptyset (sigset_t *__set) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int sigfillset (sigset_t *__set) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int sigaddset (sigset_t *__set, int __signo) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int sigdelset (sigset_t *__set, int __signo) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int sigismember (const sigset_t *__set, int __signo)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
struct sigaction
  {
    union
      {
 __sighandler_t sa_handler;
 void (*sa_sigaction) (int, siginfo_t *, void *);
      }
    __sigaction_handler;
    __sigset_t sa_mask;
    int sa_flags;
    void (*sa_restorer) (void);
  };
extern int sigprocmask (int __how, const sigset_t *__restrict __set,
   sigset_t *__restrict __oset) __attribute__ ((__nothrow__ , __leaf__));
extern int sigsuspend (const sigset_t *__set) __attribute__ ((__nonnull__ (1)));
extern int sigaction (int __sig, const struct sigaction *__restrict __act,
        struct sigaction *__restrict __oact) __attribute__ ((__nothrow__ , __leaf__));
extern int sigpending (sigset_t *__set) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern int sigwait (const sigset_t *__restrict __set, int *__restrict __sig)
     __attribute__ ((__nonnull__ (1, 2)));
extern int sigwaitinfo (const sigset_t *__restrict __set,
   siginfo_t *__restrict __info) __attribute__ ((__nonnull__ (1)));
extern int sigtimedwait (const sigset_t *__restrict __set,
    siginfo_t *__restrict __info,
    const struct timespec *__restrict __timeout)
     __attribute__ ((__nonnull__ (1)));
extern int sigqueue (__pid_t __pid, int __sig, const union sigval __val)
     __attribute__ ((__nothrow__ , __leaf__));
typedef struct
  {
    void *ss_sp;
    int ss_flags;
    size_t ss_size;
  } stack_t;
__extension__ typedef long long int greg_t;
typedef greg_t gregset_t[23];
struct _libc_fpxreg
{
  unsigned short int __significand[4];
  unsigned short int __exponent;
  unsigned short int __glibc_reserved1[3];
};
struct _libc_xmmreg
{
  __uint32_t __element[4];
};
struct _libc_fpstate
{
  __uint16_t __cwd;
  __uint16_t __swd;
  __uint16_t __ftw;
  __uint16_t __fop;
  __uint64_t __rip;
  __uint64_t __rdp;
  __uint32_t __mxcsr;
  __uint32_t __mxcr_mask;
  struct _libc_fpxreg _st[8];
  struct _libc_xmmreg _xmm[16];
  __uint32_t __glibc_reserved1[24];
};
typedef struct _libc_fpstate *fpregset_t;
typedef struct
  {
    gregset_t __gregs;
    fpregset_t __fpregs;
    __extension__ unsigned long long __reserved1 [8];
} mcontext_t;
typedef struct ucontext_t
  {
    unsigned long int __uc_flags;
    struct ucontext_t *uc_link;
    stack_t uc_stack;
    mcontext_t uc_mcontext;
    sigset_t uc_sigmask;
    struct _libc_fpstate __fpregs_mem;
    __extension__ unsigned long long int __ssp[4];
  } ucontext_t;
extern int siginterrupt (int __sig, int __interrupt) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__deprecated__ ("Use sigaction with SA_RESTART instead")));
enum
{
  SS_ONSTACK = 1,
  SS_DISABLE
};
extern int sigaltstack (const stack_t *__restrict __ss,
   stack_t *__restrict __oss) __attribute__ ((__nothrow__ , __leaf__));
struct sigstack
  {
    void *ss_sp;
    int ss_onstack;
  };
extern int sighold (int __sig) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__deprecated__ ("Use the sigprocmask function instead")));
extern int sigrelse (int __sig) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__deprecated__ ("Use the sigprocmask function instead")));
extern int sigignore (int __sig) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__deprecated__ ("Use the signal function instead")));
extern __sighandler_t sigset (int __sig, __sighandler_t __disp) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__deprecated__ ("Use the signal and sigprocmask functions instead")));
extern int pthread_sigmask (int __how,
       const __sigset_t *__restrict __newmask,
       __sigset_t *__restrict __oldmask)__attribute__ ((__nothrow__ , __leaf__));
extern int pthread_kill (pthread_t __threadid, int __signo) __attribute__ ((__nothrow__ , __leaf__));
extern int __libc_current_sigrtmin (void) __attribute__ ((__nothrow__ , __leaf__));
extern int __libc_current_sigrtmax (void) __attribute__ ((__nothrow__ , __leaf__));

typedef struct stringtable {
  TString **hash;
  int nuse;
  int size;
} stringtable;
struct CallInfo {
  StkIdRel func;
  StkIdRel top;
  struct CallInfo *previous, *next;
  union {
    struct {
      const Instruction *savedpc;
      volatile sig_atomic_t trap;
      int nextraargs;
    } l;
    struct {
      lua_KFunction k;
      ptrdiff_t old_errfunc;
      lua_KContext ctx;
    } c;
  } u;
  union {
    int funcidx;
    int nyield;
    int nres;
    struct {
      unsigned short ftransfer;
      unsigned short ntransfer;
    } transferinfo;
  } u2;
  short nresults;
  unsigned short callstatus;
};
typedef struct global_State {
  lua_Alloc frealloc;
  void *ud;
  l_mem totalbytes;
  l_mem GCdebt;
  lu_mem GCestimate;
  lu_mem lastatomic;
  stringtable strt;
  TValue l_registry;
  TValue nilvalue;
  unsigned int seed;
  lu_byte currentwhite;
  lu_byte gcstate;
  lu_byte gckind;
  lu_byte gcstopem;
  lu_byte genminormul;
  lu_byte genmajormul;
  lu_byte gcstp;
  lu_byte gcemergency;
  lu_byte gcpause;
  lu_byte gcstepmul;
  lu_byte gcstepsize;
  GCObject *allgc;
  GCObject **sweepgc;
  GCObject *finobj;
  GCObject *gray;
  GCObject *grayagain;
  GCObject *weak;
  GCObject *ephemeron;
  GCObject *allweak;
  GCObject *tobefnz;
  GCObject *fixedgc;
  GCObject *survival;
  GCObject *old1;
  GCObject *reallyold;
  GCObject *firstold1;
  GCObject *finobjsur;
  GCObject *finobjold1;
  GCObject *finobjrold;
  struct lua_State *twups;
  lua_CFunction panic;
  struct lua_State *mainthread;
  TString *memerrmsg;
  TString *tmname[TM_N];
  struct Table *mt[9];
  TString *strcache[53][2];
  lua_WarnFunction warnf;
  void *ud_warn;
} global_State;
struct lua_State {
  struct GCObject *next; lu_byte tt; lu_byte marked;
  lu_byte status;
  lu_byte allowhook;
  unsigned short nci;
  StkIdRel top;
  global_State *l_G;
  CallInfo *ci;
  StkIdRel stack_last;
  StkIdRel stack;
  UpVal *openupval;
  StkIdRel tbclist;
  GCObject *gclist;
  struct lua_State *twups;
  struct lua_longjmp *errorJmp;
  CallInfo base_ci;
  volatile lua_Hook hook;
  ptrdiff_t errfunc;
  l_uint32 nCcalls;
  int oldpc;
  int basehookcount;
  int hookcount;
  volatile sig_atomic_t hookmask;
};
union GCUnion {
  GCObject gc;
  struct TString ts;
  struct Udata u;
  union Closure cl;
  struct Table h;
  struct Proto p;
  struct lua_State th;
  struct UpVal upv;
};
__attribute__((visibility("internal"))) extern void luaE_setdebt (global_State *g, l_mem debt);
__attribute__((visibility("internal"))) extern void luaE_freethread (lua_State *L, lua_State *L1);
__attribute__((visibility("internal"))) extern CallInfo *luaE_extendCI (lua_State *L);
__attribute__((visibility("internal"))) extern void luaE_shrinkCI (lua_State *L);
__attribute__((visibility("internal"))) extern void luaE_checkcstack (lua_State *L);
__attribute__((visibility("internal"))) extern void luaE_incCstack (lua_State *L);
__attribute__((visibility("internal"))) extern void luaE_warning (lua_State *L, const char *msg, int tocont);
__attribute__((visibility("internal"))) extern void luaE_warnerror (lua_State *L, const char *where);
__attribute__((visibility("internal"))) extern int luaE_resetthread (lua_State *L, int status);
__attribute__((visibility("internal"))) extern int luaG_getfuncline (const Proto *f, int pc);
__attribute__((visibility("internal"))) extern const char *luaG_findlocal (lua_State *L, CallInfo *ci, int n,
                                                    StkId *pos);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_typeerror (lua_State *L, const TValue *o,
                                                const char *opname);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_callerror (lua_State *L, const TValue *o);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_forerror (lua_State *L, const TValue *o,
                                               const char *what);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_concaterror (lua_State *L, const TValue *p1,
                                                  const TValue *p2);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_opinterror (lua_State *L, const TValue *p1,
                                                 const TValue *p2,
                                                 const char *msg);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_tointerror (lua_State *L, const TValue *p1,
                                                 const TValue *p2);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_ordererror (lua_State *L, const TValue *p1,
                                                 const TValue *p2);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_runerror (lua_State *L, const char *fmt, ...);
__attribute__((visibility("internal"))) extern const char *luaG_addinfo (lua_State *L, const char *msg,
                                                  TString *src, int line);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaG_errormsg (lua_State *L);
__attribute__((visibility("internal"))) extern int luaG_traceexec (lua_State *L, const Instruction *pc);
__attribute__((visibility("internal"))) extern int luaG_tracecall (lua_State *L);
typedef void (*Pfunc) (lua_State *L, void *ud);
__attribute__((visibility("internal"))) extern void luaD_seterrorobj (lua_State *L, int errcode, StkId oldtop);
__attribute__((visibility("internal"))) extern int luaD_protectedparser (lua_State *L, ZIO *z, const char *name,
                                                  const char *mode);
__attribute__((visibility("internal"))) extern void luaD_hook (lua_State *L, int event, int line,
                                        int fTransfer, int nTransfer);
__attribute__((visibility("internal"))) extern void luaD_hookcall (lua_State *L, CallInfo *ci);
__attribute__((visibility("internal"))) extern int luaD_pretailcall (lua_State *L, CallInfo *ci, StkId func,
                                              int narg1, int delta);
__attribute__((visibility("internal"))) extern CallInfo *luaD_precall (lua_State *L, StkId func, int nResults);
__attribute__((visibility("internal"))) extern void luaD_call (lua_State *L, StkId func, int nResults);
__attribute__((visibility("internal"))) extern void luaD_callnoyield (lua_State *L, StkId func, int nResults);
__attribute__((visibility("internal"))) extern int luaD_closeprotected (lua_State *L, ptrdiff_t level, int status);
__attribute__((visibility("internal"))) extern int luaD_pcall (lua_State *L, Pfunc func, void *u,
                                        ptrdiff_t oldtop, ptrdiff_t ef);
__attribute__((visibility("internal"))) extern void luaD_poscall (lua_State *L, CallInfo *ci, int nres);
__attribute__((visibility("internal"))) extern int luaD_reallocstack (lua_State *L, int newsize, int raiseerror);
__attribute__((visibility("internal"))) extern int luaD_growstack (lua_State *L, int n, int raiseerror);
__attribute__((visibility("internal"))) extern void luaD_shrinkstack (lua_State *L);
__attribute__((visibility("internal"))) extern void luaD_inctop (lua_State *L);
__attribute__((visibility("internal"))) extern void __attribute__((noreturn)) luaD_throw (lua_State *L, int errcode);
__attribute__((visibility("internal"))) extern int luaD_rawrunprotected (lua_State *L, Pfunc f, void *ud);
__attribute__((visibility("internal"))) extern Proto *luaF_newproto (lua_State *L);
__attribute__((visibility("internal"))) extern CClosure *luaF_newCclosure (lua_State *L, int nupvals);
__attribute__((visibility("internal"))) extern LClosure *luaF_newLclosure (lua_State *L, int nupvals);
__attribute__((visibility("internal"))) extern void luaF_initupvals (lua_State *L, LClosure *cl);
__attribute__((visibility("internal"))) extern UpVal *luaF_findupval (lua_State *L, StkId level);
__attribute__((visibility("internal"))) extern void luaF_newtbcupval (lua_State *L, StkId level);
__attribute__((visibility("internal"))) extern void luaF_closeupval (lua_State *L, StkId level);
__attribute__((visibility("internal"))) extern StkId luaF_close (lua_State *L, StkId level, int status, int yy);
__attribute__((visibility("internal"))) extern void luaF_unlinkupval (UpVal *uv);
__attribute__((visibility("internal"))) extern void luaF_freeproto (lua_State *L, Proto *f);
__attribute__((visibility("internal"))) extern const char *luaF_getlocalname (const Proto *func, int local_number,
                                         int pc);
__attribute__((visibility("internal"))) extern void luaC_fix (lua_State *L, GCObject *o);
__attribute__((visibility("internal"))) extern void luaC_freeallobjects (lua_State *L);
__attribute__((visibility("internal"))) extern void luaC_step (lua_State *L);
__attribute__((visibility("internal"))) extern void luaC_runtilstate (lua_State *L, int statesmask);
__attribute__((visibility("internal"))) extern void luaC_fullgc (lua_State *L, int isemergency);
__attribute__((visibility("internal"))) extern GCObject *luaC_newobj (lua_State *L, int tt, size_t sz);
__attribute__((visibility("internal"))) extern GCObject *luaC_newobjdt (lua_State *L, int tt, size_t sz,
                                                 size_t offset);
__attribute__((visibility("internal"))) extern void luaC_barrier_ (lua_State *L, GCObject *o, GCObject *v);
__attribute__((visibility("internal"))) extern void luaC_barrierback_ (lua_State *L, GCObject *o);
__attribute__((visibility("internal"))) extern void luaC_checkfinalizer (lua_State *L, GCObject *o, Table *mt);
__attribute__((visibility("internal"))) extern void luaC_changemode (lua_State *L, int newmode);
enum OpMode {iABC, iABx, iAsBx, iAx, isJ};
typedef enum {
OP_MOVE,
OP_LOADI,
OP_LOADF,
OP_LOADK,
OP_LOADKX,
OP_LOADFALSE,
OP_LFALSESKIP,
OP_LOADTRUE,
OP_LOADNIL,
OP_GETUPVAL,
OP_SETUPVAL,
OP_GETTABUP,
OP_GETTABLE,
OP_GETI,
OP_GETFIELD,
OP_SETTABUP,
OP_SETTABLE,
OP_SETI,
OP_SETFIELD,
OP_NEWTABLE,
OP_SELF,
OP_ADDI,
OP_ADDK,
OP_SUBK,
OP_MULK,
OP_MODK,
OP_POWK,
OP_DIVK,
OP_IDIVK,
OP_BANDK,
OP_BORK,
OP_BXORK,
OP_SHRI,
OP_SHLI,
OP_ADD,
OP_SUB,
OP_MUL,
OP_MOD,
OP_POW,
OP_DIV,
OP_IDIV,
OP_BAND,
OP_BOR,
OP_BXOR,
OP_SHL,
OP_SHR,
OP_MMBIN,
OP_MMBINI,
OP_MMBINK,
OP_UNM,
OP_BNOT,
OP_NOT,
OP_LEN,
OP_CONCAT,
OP_CLOSE,
OP_TBC,
OP_JMP,
OP_EQ,
OP_LT,
OP_LE,
OP_EQK,
OP_EQI,
OP_LTI,
OP_LEI,
OP_GTI,
OP_GEI,
OP_TEST,
OP_TESTSET,
OP_CALL,
OP_TAILCALL,
OP_RETURN,
OP_RETURN0,
OP_RETURN1,
OP_FORLOOP,
OP_FORPREP,
OP_TFORPREP,
OP_TFORCALL,
OP_TFORLOOP,
OP_SETLIST,
OP_CLOSURE,
OP_VARARG,
OP_VARARGPREP,
OP_EXTRAARG
} OpCode;
__attribute__((visibility("internal"))) extern const lu_byte luaP_opmodes[((int)(OP_EXTRAARG) + 1)];
__attribute__((visibility("internal"))) extern unsigned int luaS_hash (const char *str, size_t l, unsigned int seed);
__attribute__((visibility("internal"))) extern unsigned int luaS_hashlongstr (TString *ts);
__attribute__((visibility("internal"))) extern int luaS_eqlngstr (TString *a, TString *b);
__attribute__((visibility("internal"))) extern void luaS_resize (lua_State *L, int newsize);
__attribute__((visibility("internal"))) extern void luaS_clearcache (global_State *g);
__attribute__((visibility("internal"))) extern void luaS_init (lua_State *L);
__attribute__((visibility("internal"))) extern void luaS_remove (lua_State *L, TString *ts);
__attribute__((visibility("internal"))) extern Udata *luaS_newudata (lua_State *L, size_t s, int nuvalue);
__attribute__((visibility("internal"))) extern TString *luaS_newlstr (lua_State *L, const char *str, size_t l);
__attribute__((visibility("internal"))) extern TString *luaS_new (lua_State *L, const char *str);
__attribute__((visibility("internal"))) extern TString *luaS_createlngstrobj (lua_State *L, size_t l);
__attribute__((visibility("internal"))) extern const TValue *luaH_getint (Table *t, lua_Integer key);
__attribute__((visibility("internal"))) extern void luaH_setint (lua_State *L, Table *t, lua_Integer key,
                                                    TValue *value);
__attribute__((visibility("internal"))) extern const TValue *luaH_getshortstr (Table *t, TString *key);
__attribute__((visibility("internal"))) extern const TValue *luaH_getstr (Table *t, TString *key);
__attribute__((visibility("internal"))) extern const TValue *luaH_get (Table *t, const TValue *key);
__attribute__((visibility("internal"))) extern void luaH_set (lua_State *L, Table *t, const TValue *key,
                                                 TValue *value);
__attribute__((visibility("internal"))) extern void luaH_finishset (lua_State *L, Table *t, const TValue *key,
                                       const TValue *slot, TValue *value);
__attribute__((visibility("internal"))) extern Table *luaH_new (lua_State *L);
__attribute__((visibility("internal"))) extern void luaH_resize (lua_State *L, Table *t, unsigned int nasize,
                                                    unsigned int nhsize);
__attribute__((visibility("internal"))) extern void luaH_resizearray (lua_State *L, Table *t, unsigned int nasize);
__attribute__((visibility("internal"))) extern void luaH_free (lua_State *L, Table *t);
__attribute__((visibility("internal"))) extern int luaH_next (lua_State *L, Table *t, StkId key);
__attribute__((visibility("internal"))) extern lua_Unsigned luaH_getn (Table *t);
__attribute__((visibility("internal"))) extern unsigned int luaH_realasize (const Table *t);
typedef enum {
  F2Ieq,
  F2Ifloor,
  F2Iceil
} F2Imod;
__attribute__((visibility("internal"))) extern int luaV_equalobj (lua_State *L, const TValue *t1, const TValue *t2);
__attribute__((visibility("internal"))) extern int luaV_lessthan (lua_State *L, const TValue *l, const TValue *r);
__attribute__((visibility("internal"))) extern int luaV_lessequal (lua_State *L, const TValue *l, const TValue *r);
__attribute__((visibility("internal"))) extern int luaV_tonumber_ (const TValue *obj, lua_Number *n);
__attribute__((visibility("internal"))) extern int luaV_tointeger (const TValue *obj, lua_Integer *p, F2Imod mode);
__attribute__((visibility("internal"))) extern int luaV_tointegerns (const TValue *obj, lua_Integer *p,
                                F2Imod mode);
__attribute__((visibility("internal"))) extern int luaV_flttointeger (lua_Number n, lua_Integer *p, F2Imod mode);
__attribute__((visibility("internal"))) extern void luaV_finishget (lua_State *L, const TValue *t, TValue *key,
                               StkId val, const TValue *slot);
__attribute__((visibility("internal"))) extern void luaV_finishset (lua_State *L, const TValue *t, TValue *key,
                               TValue *val, const TValue *slot);
__attribute__((visibility("internal"))) extern void luaV_finishOp (lua_State *L);
__attribute__((visibility("internal"))) extern void luaV_execute (lua_State *L, CallInfo *ci);
__attribute__((visibility("internal"))) extern void luaV_concat (lua_State *L, int total);
__attribute__((visibility("internal"))) extern lua_Integer luaV_idiv (lua_State *L, lua_Integer x, lua_Integer y);
__attribute__((visibility("internal"))) extern lua_Integer luaV_mod (lua_State *L, lua_Integer x, lua_Integer y);
__attribute__((visibility("internal"))) extern lua_Number luaV_modf (lua_State *L, lua_Number x, lua_Number y);
__attribute__((visibility("internal"))) extern lua_Integer luaV_shiftl (lua_Integer x, lua_Integer y);
__attribute__((visibility("internal"))) extern void luaV_objlen (lua_State *L, StkId ra, const TValue *rb);
static int l_strton (const TValue *obj, TValue *result) {
  ((void)0);
  if (!(((((((obj))->tt_)) & 0x0F)) == (4)))
    return 0;
  else {
    TString *st = ((&((((union GCUnion *)((((obj)->value_).gc))))->ts)));
    return (luaO_str2num(((st)->contents), result) == ((st)->shrlen != 0xFF ? (st)->shrlen : (st)->u.lnglen) + 1);
  }
}
int luaV_tonumber_ (const TValue *obj, lua_Number *n) {
  TValue v;
  if (((((obj))->tt_) == (((3) | ((0) << 4))))) {
    *n = ((lua_Number)(((((obj)->value_).i))));
    return 1;
  }
  else if (l_strton(obj, &v)) {
    *n = ((((((&v))->tt_) == (((3) | ((0) << 4)))) ? ((lua_Number)(((((&v)->value_).i)))) : (((&v)->value_).n)));
    return 1;
  }
  else
    return 0;
}
int luaV_flttointeger (lua_Number n, lua_Integer *p, F2Imod mode) {
  lua_Number f = (floor(n));
  if (n != f) {
    if (mode == F2Ieq) return 0;
    else if (mode == F2Iceil)
      f += 1;
  }
  return ((f) >= (double)((-0x7fffffffffffffffLL - 1LL)) && (f) < -(double)((-0x7fffffffffffffffLL - 1LL)) && (*(p) = (long long)(f), 1));
}
int luaV_tointegerns (const TValue *obj, lua_Integer *p, F2Imod mode) {
  if (((((obj))->tt_) == (((3) | ((1) << 4)))))
    return luaV_flttointeger((((obj)->value_).n), p, mode);
  else if (((((obj))->tt_) == (((3) | ((0) << 4))))) {
    *p = (((obj)->value_).i);
    return 1;
  }
  else
    return 0;
}
int luaV_tointeger (const TValue *obj, lua_Integer *p, F2Imod mode) {
  TValue v;
  if (l_strton(obj, &v))
    obj = &v;
  return luaV_tointegerns(obj, p, mode);
}
static int forlimit (lua_State *L, lua_Integer init, const TValue *lim,
                                   lua_Integer *p, lua_Integer step) {
  if (!luaV_tointeger(lim, p, (step < 0 ? F2Iceil : F2Ifloor))) {
    lua_Number flim;
    if (!(((((lim))->tt_) == (((3) | ((1) << 4)))) ? (*(&flim) = (((lim)->value_).n), 1) : luaV_tonumber_(lim,&flim)))
      luaG_forerror(L, lim, "limit");
    if (((0)<(flim))) {
      if (step < 0) return 1;
      *p = 0x7fffffffffffffffLL;
    }
    else {
      if (step > 0) return 1;
      *p = (-0x7fffffffffffffffLL - 1LL);
    }
  }
  return (step > 0 ? init > *p : init < *p);
}
static int forprep (lua_State *L, StkId ra) {
  TValue *pinit = (&(ra)->val);
  TValue *plimit = (&(ra + 1)->val);
  TValue *pstep = (&(ra + 2)->val);
  if (((((pinit))->tt_) == (((3) | ((0) << 4)))) && ((((pstep))->tt_) == (((3) | ((0) << 4))))) {
    lua_Integer init = (((pinit)->value_).i);
    lua_Integer step = (((pstep)->value_).i);
    lua_Integer limit;
    if (step == 0)
      luaG_runerror(L, "'for' step is zero");
    { TValue *io=((&(ra + 3)->val)); ((io)->value_).i=(init); ((io)->tt_=(((3) | ((0) << 4)))); };
    if (forlimit(L, init, plimit, &limit, step))
      return 1;
    else {
      lua_Unsigned count;
      if (step > 0) {
        count = ((lua_Unsigned)(limit)) - ((lua_Unsigned)(init));
        if (step != 1)
          count /= ((lua_Unsigned)(step));
      }
      else {
        count = ((lua_Unsigned)(init)) - ((lua_Unsigned)(limit));
        count /= ((lua_Unsigned)(-(step + 1))) + 1u;
      }
      { TValue *io=(plimit); ((io)->value_).i=(((lua_Integer)(count))); ((io)->tt_=(((3) | ((0) << 4)))); };
    }
  }
  else {
    lua_Number init; lua_Number limit; lua_Number step;
    if ((__builtin_expect(((!(((((plimit))->tt_) == (((3) | ((1) << 4)))) ? (*(&limit) = (((plimit)->value_).n), 1) : luaV_tonumber_(plimit,&limit))) != 0), 0)))
      luaG_forerror(L, plimit, "limit");
    if ((__builtin_expect(((!(((((pstep))->tt_) == (((3) | ((1) << 4)))) ? (*(&step) = (((pstep)->value_).n), 1) : luaV_tonumber_(pstep,&step))) != 0), 0)))
      luaG_forerror(L, pstep, "step");
    if ((__builtin_expect(((!(((((pinit))->tt_) == (((3) | ((1) << 4)))) ? (*(&init) = (((pinit)->value_).n), 1) : luaV_tonumber_(pinit,&init))) != 0), 0)))
      luaG_forerror(L, pinit, "initial value");
    if (step == 0)
      luaG_runerror(L, "'for' step is zero");
    if (((0)<(step)) ? ((limit)<(init))
                            : ((init)<(limit)))
      return 1;
    else {
      { TValue *io=(plimit); ((io)->value_).n=(limit); ((io)->tt_=(((3) | ((1) << 4)))); };
      { TValue *io=(pstep); ((io)->value_).n=(step); ((io)->tt_=(((3) | ((1) << 4)))); };
      { TValue *io=((&(ra)->val)); ((io)->value_).n=(init); ((io)->tt_=(((3) | ((1) << 4)))); };
      { TValue *io=((&(ra + 3)->val)); ((io)->value_).n=(init); ((io)->tt_=(((3) | ((1) << 4)))); };
    }
  }
  return 0;
}
static int floatforloop (StkId ra) {
  lua_Number step = ((((&(ra + 2)->val))->value_).n);
  lua_Number limit = ((((&(ra + 1)->val))->value_).n);
  lua_Number idx = ((((&(ra)->val))->value_).n);
  idx = ((idx)+(step));
  if (((0)<(step)) ? ((idx)<=(limit))
                          : ((limit)<=(idx))) {
    { TValue *io=((&(ra)->val)); ((void)0); ((io)->value_).n=(idx); };
    { TValue *io=((&(ra + 3)->val)); ((io)->value_).n=(idx); ((io)->tt_=(((3) | ((1) << 4)))); };
    return 1;
  }
  else
    return 0;
}
void luaV_finishget (lua_State *L, const TValue *t, TValue *key, StkId val,
                      const TValue *slot) {
  int loop;
  const TValue *tm;
  for (loop = 0; loop < 2000; loop++) {
    if (slot == ((void *)0)) {
      ((void)0);
      tm = luaT_gettmbyobj(L, t, TM_INDEX);
      if ((__builtin_expect((((((((((tm))->tt_)) & 0x0F)) == (0))) != 0), 0)))
        luaG_typeerror(L, t, "index");
    }
    else {
      ((void)0);
      tm = ((((&((((union GCUnion *)((((t)->value_).gc))))->h)))->metatable) == ((void *)0) ? ((void *)0) : ((((&((((union GCUnion *)((((t)->value_).gc))))->h)))->metatable)->flags & (1u<<(TM_INDEX))) ? ((void *)0) : luaT_gettm(((&((((union GCUnion *)((((t)->value_).gc))))->h)))->metatable, TM_INDEX, ((L->l_G))->tmname[TM_INDEX]));
      if (tm == ((void *)0)) {
        (((&(val)->val))->tt_=(((0) | ((0) << 4))));
        return;
      }
    }
    if (((((((tm)->tt_)) & 0x0F)) == (6))) {
      luaT_callTMres(L, tm, t, key, val);
      return;
    }
    t = tm;
    if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_get(((&((((union GCUnion *)((((t)->value_).gc))))->h))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
      { TValue *io1=((&(val)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
      return;
    }
  }
  luaG_runerror(L, "'__index' chain too long; possible loop");
}
void luaV_finishset (lua_State *L, const TValue *t, TValue *key,
                     TValue *val, const TValue *slot) {
  int loop;
  for (loop = 0; loop < 2000; loop++) {
    const TValue *tm;
    if (slot != ((void *)0)) {
      Table *h = ((&((((union GCUnion *)((((t)->value_).gc))))->h)));
      ((void)0);
      tm = ((h->metatable) == ((void *)0) ? ((void *)0) : ((h->metatable)->flags & (1u<<(TM_NEWINDEX))) ? ((void *)0) : luaT_gettm(h->metatable, TM_NEWINDEX, ((L->l_G))->tmname[TM_NEWINDEX]));
      if (tm == ((void *)0)) {
        luaH_finishset(L, h, key, slot, val);
        ((h)->flags &= ~(~(~0u << (TM_EQ + 1))));
        ( (((val)->tt_) & (1 << 6)) ? ( (((((&(((union GCUnion *)((h)))->gc)))->marked) & ((1<<(5)))) && ((((((val)->value_).gc))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(&(((union GCUnion *)((h)))->gc))) : ((void)((0)))) : ((void)((0))));
        return;
      }
    }
    else {
      tm = luaT_gettmbyobj(L, t, TM_NEWINDEX);
      if ((__builtin_expect((((((((((tm))->tt_)) & 0x0F)) == (0))) != 0), 0)))
        luaG_typeerror(L, t, "index");
    }
    if (((((((tm)->tt_)) & 0x0F)) == (6))) {
      luaT_callTM(L, tm, t, key, val);
      return;
    }
    t = tm;
    if ((!((((t))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_get(((&((((union GCUnion *)((((t)->value_).gc))))->h))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
      { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(val); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); }; ( (((val)->tt_) & (1 << 6)) ? ( (((((((t)->value_).gc))->marked) & ((1<<(5)))) && ((((((val)->value_).gc))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((t)->value_).gc)) : ((void)((0)))) : ((void)((0)))); };
      return;
    }
  }
  luaG_runerror(L, "'__newindex' chain too long; possible loop");
}
static int l_strcmp (const TString *ts1, const TString *ts2) {
  const char *s1 = ((ts1)->contents);
  size_t rl1 = ((ts1)->shrlen != 0xFF ? (ts1)->shrlen : (ts1)->u.lnglen);
  const char *s2 = ((ts2)->contents);
  size_t rl2 = ((ts2)->shrlen != 0xFF ? (ts2)->shrlen : (ts2)->u.lnglen);
  for (;;) {
    int temp = strcoll(s1, s2);
    if (temp != 0)
      return temp;
    else {
      size_t zl1 = strlen(s1);
      size_t zl2 = strlen(s2);
      if (zl2 == rl2)
        return (zl1 == rl1) ? 0 : 1;
      else if (zl1 == rl1)
        return -1;
      zl1++; zl2++;
      s1 += zl1; rl1 -= zl1; s2 += zl2; rl2 -= zl2;
    }
  }
}
static inline int LTintfloat (lua_Integer i, lua_Number f) {
  if (((((lua_Unsigned)1 << ((53))) + ((lua_Unsigned)(i))) <= (2 * ((lua_Unsigned)1 << ((53))))))
    return ((((lua_Number)((i))))<(f));
  else {
    lua_Integer fi;
    if (luaV_flttointeger(f, &fi, F2Iceil))
      return i < fi;
    else
      return f > 0;
  }
}
static inline int LEintfloat (lua_Integer i, lua_Number f) {
  if (((((lua_Unsigned)1 << ((53))) + ((lua_Unsigned)(i))) <= (2 * ((lua_Unsigned)1 << ((53))))))
    return ((((lua_Number)((i))))<=(f));
  else {
    lua_Integer fi;
    if (luaV_flttointeger(f, &fi, F2Ifloor))
      return i <= fi;
    else
      return f > 0;
  }
}
static inline int LTfloatint (lua_Number f, lua_Integer i) {
  if (((((lua_Unsigned)1 << ((53))) + ((lua_Unsigned)(i))) <= (2 * ((lua_Unsigned)1 << ((53))))))
    return ((f)<(((lua_Number)((i)))));
  else {
    lua_Integer fi;
    if (luaV_flttointeger(f, &fi, F2Ifloor))
      return fi < i;
    else
      return f < 0;
  }
}
static inline int LEfloatint (lua_Number f, lua_Integer i) {
  if (((((lua_Unsigned)1 << ((53))) + ((lua_Unsigned)(i))) <= (2 * ((lua_Unsigned)1 << ((53))))))
    return ((f)<=(((lua_Number)((i)))));
  else {
    lua_Integer fi;
    if (luaV_flttointeger(f, &fi, F2Iceil))
      return fi <= i;
    else
      return f < 0;
  }
}
static inline int LTnum (const TValue *l, const TValue *r) {
  ((void)0);
  if (((((l))->tt_) == (((3) | ((0) << 4))))) {
    lua_Integer li = (((l)->value_).i);
    if (((((r))->tt_) == (((3) | ((0) << 4)))))
      return li < (((r)->value_).i);
    else
      return LTintfloat(li, (((r)->value_).n));
  }
  else {
    lua_Number lf = (((l)->value_).n);
    if (((((r))->tt_) == (((3) | ((1) << 4)))))
      return ((lf)<((((r)->value_).n)));
    else
      return LTfloatint(lf, (((r)->value_).i));
  }
}
static inline int LEnum (const TValue *l, const TValue *r) {
  ((void)0);
  if (((((l))->tt_) == (((3) | ((0) << 4))))) {
    lua_Integer li = (((l)->value_).i);
    if (((((r))->tt_) == (((3) | ((0) << 4)))))
      return li <= (((r)->value_).i);
    else
      return LEintfloat(li, (((r)->value_).n));
  }
  else {
    lua_Number lf = (((l)->value_).n);
    if (((((r))->tt_) == (((3) | ((1) << 4)))))
      return ((lf)<=((((r)->value_).n)));
    else
      return LEfloatint(lf, (((r)->value_).i));
  }
}
static int lessthanothers (lua_State *L, const TValue *l, const TValue *r) {
  ((void)0);
  if ((((((((l))->tt_)) & 0x0F)) == (4)) && (((((((r))->tt_)) & 0x0F)) == (4)))
    return l_strcmp(((&((((union GCUnion *)((((l)->value_).gc))))->ts))), ((&((((union GCUnion *)((((r)->value_).gc))))->ts)))) < 0;
  else
    return luaT_callorderTM(L, l, r, TM_LT);
}
int luaV_lessthan (lua_State *L, const TValue *l, const TValue *r) {
  if ((((((((l))->tt_)) & 0x0F)) == (3)) && (((((((r))->tt_)) & 0x0F)) == (3)))
    return LTnum(l, r);
  else return lessthanothers(L, l, r);
}
static int lessequalothers (lua_State *L, const TValue *l, const TValue *r) {
  ((void)0);
  if ((((((((l))->tt_)) & 0x0F)) == (4)) && (((((((r))->tt_)) & 0x0F)) == (4)))
    return l_strcmp(((&((((union GCUnion *)((((l)->value_).gc))))->ts))), ((&((((union GCUnion *)((((r)->value_).gc))))->ts)))) <= 0;
  else
    return luaT_callorderTM(L, l, r, TM_LE);
}
int luaV_lessequal (lua_State *L, const TValue *l, const TValue *r) {
  if ((((((((l))->tt_)) & 0x0F)) == (3)) && (((((((r))->tt_)) & 0x0F)) == (3)))
    return LEnum(l, r);
  else return lessequalothers(L, l, r);
}
int luaV_equalobj (lua_State *L, const TValue *t1, const TValue *t2) {
  const TValue *tm;
  if (((((t1)->tt_)) & 0x3F) != ((((t2)->tt_)) & 0x3F)) {
    if ((((((t1)->tt_)) & 0x0F)) != (((((t2)->tt_)) & 0x0F)) || (((((t1)->tt_)) & 0x0F)) != 3)
      return 0;
    else {
      lua_Integer i1, i2;
      return (luaV_tointegerns(t1, &i1, F2Ieq) &&
              luaV_tointegerns(t2, &i2, F2Ieq) &&
              i1 == i2);
    }
  }
  switch (((((t1)->tt_)) & 0x3F)) {
    case ((0) | ((0) << 4)): case ((1) | ((0) << 4)): case ((1) | ((1) << 4)): return 1;
    case ((3) | ((0) << 4)): return ((((t1)->value_).i) == (((t2)->value_).i));
    case ((3) | ((1) << 4)): return (((((t1)->value_).n))==((((t2)->value_).n)));
    case ((2) | ((0) << 4)): return (((t1)->value_).p) == (((t2)->value_).p);
    case ((6) | ((1) << 4)): return (((t1)->value_).f) == (((t2)->value_).f);
    case ((4) | ((0) << 4)): return ((((&((((union GCUnion *)((((t1)->value_).gc))))->ts)))) == (((&((((union GCUnion *)((((t2)->value_).gc))))->ts)))));
    case ((4) | ((1) << 4)): return luaS_eqlngstr(((&((((union GCUnion *)((((t1)->value_).gc))))->ts))), ((&((((union GCUnion *)((((t2)->value_).gc))))->ts))));
    case ((7) | ((0) << 4)): {
      if (((&((((union GCUnion *)((((t1)->value_).gc))))->u))) == ((&((((union GCUnion *)((((t2)->value_).gc))))->u)))) return 1;
      else if (L == ((void *)0)) return 0;
      tm = ((((&((((union GCUnion *)((((t1)->value_).gc))))->u)))->metatable) == ((void *)0) ? ((void *)0) : ((((&((((union GCUnion *)((((t1)->value_).gc))))->u)))->metatable)->flags & (1u<<(TM_EQ))) ? ((void *)0) : luaT_gettm(((&((((union GCUnion *)((((t1)->value_).gc))))->u)))->metatable, TM_EQ, ((L->l_G))->tmname[TM_EQ]));
      if (tm == ((void *)0))
        tm = ((((&((((union GCUnion *)((((t2)->value_).gc))))->u)))->metatable) == ((void *)0) ? ((void *)0) : ((((&((((union GCUnion *)((((t2)->value_).gc))))->u)))->metatable)->flags & (1u<<(TM_EQ))) ? ((void *)0) : luaT_gettm(((&((((union GCUnion *)((((t2)->value_).gc))))->u)))->metatable, TM_EQ, ((L->l_G))->tmname[TM_EQ]));
      break;
    }
    case ((5) | ((0) << 4)): {
      if (((&((((union GCUnion *)((((t1)->value_).gc))))->h))) == ((&((((union GCUnion *)((((t2)->value_).gc))))->h)))) return 1;
      else if (L == ((void *)0)) return 0;
      tm = ((((&((((union GCUnion *)((((t1)->value_).gc))))->h)))->metatable) == ((void *)0) ? ((void *)0) : ((((&((((union GCUnion *)((((t1)->value_).gc))))->h)))->metatable)->flags & (1u<<(TM_EQ))) ? ((void *)0) : luaT_gettm(((&((((union GCUnion *)((((t1)->value_).gc))))->h)))->metatable, TM_EQ, ((L->l_G))->tmname[TM_EQ]));
      if (tm == ((void *)0))
        tm = ((((&((((union GCUnion *)((((t2)->value_).gc))))->h)))->metatable) == ((void *)0) ? ((void *)0) : ((((&((((union GCUnion *)((((t2)->value_).gc))))->h)))->metatable)->flags & (1u<<(TM_EQ))) ? ((void *)0) : luaT_gettm(((&((((union GCUnion *)((((t2)->value_).gc))))->h)))->metatable, TM_EQ, ((L->l_G))->tmname[TM_EQ]));
      break;
    }
    default:
      return (((t1)->value_).gc) == (((t2)->value_).gc);
  }
  if (tm == ((void *)0))
    return 0;
  else {
    luaT_callTMres(L, tm, t1, t2, L->top.p);
    return !((((((&(L->top.p)->val)))->tt_) == (((1) | ((0) << 4)))) || ((((((((&(L->top.p)->val)))->tt_)) & 0x0F)) == (0)));
  }
}
static void copy2buff (StkId top, int n, char *buff) {
  size_t tl = 0;
  do {
    TString *st = ((&((((union GCUnion *)(((((&(top - n)->val))->value_).gc))))->ts)));
    size_t l = ((st)->shrlen != 0xFF ? (st)->shrlen : (st)->u.lnglen);
    memcpy(buff + tl, ((st)->contents), l * sizeof(char));
    tl += l;
  } while (--n > 0);
}
void luaV_concat (lua_State *L, int total) {
  if (total == 1)
    return;
  do {
    StkId top = L->top.p;
    int n = 2;
    if (!(((((((((&(top - 2)->val)))->tt_)) & 0x0F)) == (4)) || ((((((((&(top - 2)->val)))->tt_)) & 0x0F)) == (3))) ||
        !(((((((((&(top - 1)->val)))->tt_)) & 0x0F)) == (4)) || (((((((((&(top - 1)->val)))->tt_)) & 0x0F)) == (3)) && (luaO_tostring(L, (&(top - 1)->val)), 1))))
      luaT_tryconcatTM(L);
    else if (((((((&(top - 1)->val)))->tt_) == (((((4) | ((0) << 4))) | (1 << 6)))) && ((&((((union GCUnion *)(((((&(top - 1)->val))->value_).gc))))->ts)))->shrlen == 0))
      ((void)(((((((((((&(top - 2)->val)))->tt_)) & 0x0F)) == (4)) || (((((((((&(top - 2)->val)))->tt_)) & 0x0F)) == (3)) && (luaO_tostring(L, (&(top - 2)->val)), 1))))));
    else if (((((((&(top - 2)->val)))->tt_) == (((((4) | ((0) << 4))) | (1 << 6)))) && ((&((((union GCUnion *)(((((&(top - 2)->val))->value_).gc))))->ts)))->shrlen == 0)) {
      { TValue *io1=((&(top - 2)->val)); const TValue *io2=((&(top - 1)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
    }
    else {
      size_t tl = ((((&((((union GCUnion *)(((((&(top - 1)->val))->value_).gc))))->ts))))->shrlen != 0xFF ? (((&((((union GCUnion *)(((((&(top - 1)->val))->value_).gc))))->ts))))->shrlen : (((&((((union GCUnion *)(((((&(top - 1)->val))->value_).gc))))->ts))))->u.lnglen);
      TString *ts;
      for (n = 1; n < total && (((((((((&(top - n - 1)->val)))->tt_)) & 0x0F)) == (4)) || (((((((((&(top - n - 1)->val)))->tt_)) & 0x0F)) == (3)) && (luaO_tostring(L, (&(top - n - 1)->val)), 1))); n++) {
        size_t l = ((((&((((union GCUnion *)(((((&(top - n - 1)->val))->value_).gc))))->ts))))->shrlen != 0xFF ? (((&((((union GCUnion *)(((((&(top - n - 1)->val))->value_).gc))))->ts))))->shrlen : (((&((((union GCUnion *)(((((&(top - n - 1)->val))->value_).gc))))->ts))))->u.lnglen);
        if ((__builtin_expect(((l >= (sizeof(size_t) < sizeof(lua_Integer) ? ((size_t)(~(size_t)0)) : (size_t)(0x7fffffffffffffffLL)) - sizeof(TString) - tl) != 0), 0))) {
          L->top.p = top - total;
          luaG_runerror(L, "string length overflow");
        }
        tl += l;
      }
      if (tl <= 40) {
        char buff[40];
        copy2buff(top, n, buff);
        ts = luaS_newlstr(L, buff, tl);
      }
      else {
        ts = luaS_createlngstrobj(L, tl);
        copy2buff(top, n, ((ts)->contents));
      }
      { TValue *io = ((&(top - n)->val)); TString *x_ = (ts); ((io)->value_).gc = (&(((union GCUnion *)((x_)))->gc)); ((io)->tt_=(((x_->tt) | (1 << 6)))); ((void)L, ((void)0)); };
    }
    total -= n - 1;
    L->top.p -= n - 1;
  } while (total > 1);
}
void luaV_objlen (lua_State *L, StkId ra, const TValue *rb) {
  const TValue *tm;
  switch (((((rb)->tt_)) & 0x3F)) {
    case ((5) | ((0) << 4)): {
      Table *h = ((&((((union GCUnion *)((((rb)->value_).gc))))->h)));
      tm = ((h->metatable) == ((void *)0) ? ((void *)0) : ((h->metatable)->flags & (1u<<(TM_LEN))) ? ((void *)0) : luaT_gettm(h->metatable, TM_LEN, ((L->l_G))->tmname[TM_LEN]));
      if (tm) break;
      { TValue *io=((&(ra)->val)); ((io)->value_).i=(*h); ((io)->tt_=(((3) | ((0) << 4)))); };
      return;
    }
    case ((4) | ((0) << 4)): {
      { TValue *io=((&(ra)->val)); ((io)->value_).i=(((&((((union GCUnion *)((((rb)->value_).gc))))->ts)))->shrlen); ((io)->tt_=(((3) | ((0) << 4)))); };
      return;
    }
    case ((4) | ((1) << 4)): {
      { TValue *io=((&(ra)->val)); ((io)->value_).i=(((&((((union GCUnion *)((((rb)->value_).gc))))->ts)))->u.lnglen); ((io)->tt_=(((3) | ((0) << 4)))); };
      return;
    }
    default: {
      tm = luaT_gettmbyobj(L, rb, TM_LEN);
      if ((__builtin_expect((((((((((tm))->tt_)) & 0x0F)) == (0))) != 0), 0)))
        luaG_typeerror(L, rb, "get length of");
      break;
    }
  }
  luaT_callTMres(L, tm, rb, rb, ra);
}
lua_Integer luaV_idiv (lua_State *L, lua_Integer m, lua_Integer n) {
  if ((__builtin_expect(((((lua_Unsigned)(n)) + 1u <= 1u) != 0), 0))) {
    if (n == 0)
      luaG_runerror(L, "attempt to divide by zero");
    return ((lua_Integer)(((lua_Unsigned)(0)) - ((lua_Unsigned)(m))));
  }
  else {
    lua_Integer q = m / n;
    if ((m ^ n) < 0 && m % n != 0)
      q -= 1;
    return q;
  }
}
lua_Integer luaV_mod (lua_State *L, lua_Integer m, lua_Integer n) {
  if ((__builtin_expect(((((lua_Unsigned)(n)) + 1u <= 1u) != 0), 0))) {
    if (n == 0)
      luaG_runerror(L, "attempt to perform 'n%%0'");
    return 0;
  }
  else {
    lua_Integer r = m % n;
    if (r != 0 && (r ^ n) < 0)
      r += n;
    return r;
  }
}
lua_Number luaV_modf (lua_State *L, lua_Number m, lua_Number n) {
  lua_Number r;
  { (void)L; (r) = fmod(m,n); if (((r) > 0) ? (n) < 0 : ((r) < 0 && (n) > 0)) (r) += (n); };
  return r;
}
lua_Integer luaV_shiftl (lua_Integer x, lua_Integer y) {
  if (y < 0) {
    if (y <= -((int)((sizeof(lua_Integer) * 8)))) return 0;
    else return ((lua_Integer)(((lua_Unsigned)(x)) >> ((lua_Unsigned)(-y))));
  }
  else {
    if (y >= ((int)((sizeof(lua_Integer) * 8)))) return 0;
    else return ((lua_Integer)(((lua_Unsigned)(x)) << ((lua_Unsigned)(y))));
  }
}
static void pushclosure (lua_State *L, Proto *p, UpVal **encup, StkId base,
                         StkId ra) {
  int nup = p->sizeupvalues;
  Upvaldesc *uv = p->upvalues;
  int i;
  LClosure *ncl = luaF_newLclosure(L, nup);
  ncl->p = p;
  { TValue *io = ((&(ra)->val)); LClosure *x_ = (ncl); ((io)->value_).gc = (&(((union GCUnion *)((x_)))->gc)); ((io)->tt_=(((((6) | ((0) << 4))) | (1 << 6)))); ((void)L, ((void)0)); };
  for (i = 0; i < nup; i++) {
    if (uv[i].instack)
      ncl->upvals[i] = luaF_findupval(L, base + uv[i].idx);
    else
      ncl->upvals[i] = encup[uv[i].idx];
    ( ((((ncl)->marked) & ((1<<(5)))) && (((ncl->upvals[i])->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(&(((union GCUnion *)((ncl)))->gc)),(&(((union GCUnion *)((ncl->upvals[i])))->gc))) : ((void)((0))));
  }
}
void luaV_finishOp (lua_State *L) {
  CallInfo *ci = L->ci;
  StkId base = ci->func.p + 1;
  Instruction inst = *(ci->u.l.savedpc - 1);
  OpCode op = (((OpCode)(((inst)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))));
  switch (op) {
    case OP_MMBIN: case OP_MMBINI: case OP_MMBINK: {
      { TValue *io1=((&(base + (((int)((((*(ci->u.l.savedpc - 2))>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))->val)); const TValue *io2=((&(--L->top.p)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
      break;
    }
    case OP_UNM: case OP_BNOT: case OP_LEN:
    case OP_GETTABUP: case OP_GETTABLE: case OP_GETI:
    case OP_GETFIELD: case OP_SELF: {
      { TValue *io1=((&(base + (((int)((((inst)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))->val)); const TValue *io2=((&(--L->top.p)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
      break;
    }
    case OP_LT: case OP_LE:
    case OP_LTI: case OP_LEI:
    case OP_GTI: case OP_GEI:
    case OP_EQ: {
      int res = !((((((&(L->top.p - 1)->val)))->tt_) == (((1) | ((0) << 4)))) || ((((((((&(L->top.p - 1)->val)))->tt_)) & 0x0F)) == (0)));
      L->top.p--;
      ((void)0);
      if (res != ((((int)((((inst)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))
        ci->u.l.savedpc++;
      break;
    }
    case OP_CONCAT: {
      StkId top = L->top.p - 1;
      int a = (((int)((((inst)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))));
      int total = ((int)((top - 1 - (base + a))));
      { TValue *io1=((&(top - 2)->val)); const TValue *io2=((&(top)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
      L->top.p = top - 1;
      luaV_concat(L, total);
      break;
    }
    case OP_CLOSE: {
      ci->u.l.savedpc--;
      break;
    }
    case OP_RETURN: {
      StkId ra = base + (((int)((((inst)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))));
      L->top.p = ra + ci->u2.nres;
      ci->u.l.savedpc--;
      break;
    }
    default: {
      ((void)0);
      break;
    }
  }
}
void luaV_execute (lua_State *L, CallInfo *ci) {
  LClosure *cl;
  TValue *k;
  StkId base;
  const Instruction *pc;
  int trap;
static const void *const disptab[((int)(OP_EXTRAARG) + 1)] = {
&&L_OP_MOVE,
&&L_OP_LOADI,
&&L_OP_LOADF,
&&L_OP_LOADK,
&&L_OP_LOADKX,
&&L_OP_LOADFALSE,
&&L_OP_LFALSESKIP,
&&L_OP_LOADTRUE,
&&L_OP_LOADNIL,
&&L_OP_GETUPVAL,
&&L_OP_SETUPVAL,
&&L_OP_GETTABUP,
&&L_OP_GETTABLE,
&&L_OP_GETI,
&&L_OP_GETFIELD,
&&L_OP_SETTABUP,
&&L_OP_SETTABLE,
&&L_OP_SETI,
&&L_OP_SETFIELD,
&&L_OP_NEWTABLE,
&&L_OP_SELF,
&&L_OP_ADDI,
&&L_OP_ADDK,
&&L_OP_SUBK,
&&L_OP_MULK,
&&L_OP_MODK,
&&L_OP_POWK,
&&L_OP_DIVK,
&&L_OP_IDIVK,
&&L_OP_BANDK,
&&L_OP_BORK,
&&L_OP_BXORK,
&&L_OP_SHRI,
&&L_OP_SHLI,
&&L_OP_ADD,
&&L_OP_SUB,
&&L_OP_MUL,
&&L_OP_MOD,
&&L_OP_POW,
&&L_OP_DIV,
&&L_OP_IDIV,
&&L_OP_BAND,
&&L_OP_BOR,
&&L_OP_BXOR,
&&L_OP_SHL,
&&L_OP_SHR,
&&L_OP_MMBIN,
&&L_OP_MMBINI,
&&L_OP_MMBINK,
&&L_OP_UNM,
&&L_OP_BNOT,
&&L_OP_NOT,
&&L_OP_LEN,
&&L_OP_CONCAT,
&&L_OP_CLOSE,
&&L_OP_TBC,
&&L_OP_JMP,
&&L_OP_EQ,
&&L_OP_LT,
&&L_OP_LE,
&&L_OP_EQK,
&&L_OP_EQI,
&&L_OP_LTI,
&&L_OP_LEI,
&&L_OP_GTI,
&&L_OP_GEI,
&&L_OP_TEST,
&&L_OP_TESTSET,
&&L_OP_CALL,
&&L_OP_TAILCALL,
&&L_OP_RETURN,
&&L_OP_RETURN0,
&&L_OP_RETURN1,
&&L_OP_FORLOOP,
&&L_OP_FORPREP,
&&L_OP_TFORPREP,
&&L_OP_TFORCALL,
&&L_OP_TFORLOOP,
&&L_OP_SETLIST,
&&L_OP_CLOSURE,
&&L_OP_VARARG,
&&L_OP_VARARGPREP,
&&L_OP_EXTRAARG
};
 startfunc:
  trap = L->hookmask;
 returning:
  cl = (((&((((union GCUnion *)(((((&((ci)->func.p)->val))->value_).gc))))->cl.l))));
  k = cl->p->k;
  pc = ci->u.l.savedpc;
  if ((__builtin_expect(((trap) != 0), 0)))
    trap = luaG_tracecall(L);
  base = ci->func.p + 1;
  for (;;) {
    Instruction i;
    { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); };
    ((void)0);
    ((void)0);
    ((void)0);
    goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))]; {
      L_OP_MOVE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        { TValue *io1=((&(ra)->val)); const TValue *io2=((&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        lua_Integer b = ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))) - (((1<<(8 + 8 + 1))-1)>>1));
        { TValue *io=((&(ra)->val)); ((io)->value_).i=(b); ((io)->tt_=(((3) | ((0) << 4)))); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADF: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))) - (((1<<(8 + 8 + 1))-1)>>1));
        { TValue *io=((&(ra)->val)); ((io)->value_).n=(((lua_Number)((b)))); ((io)->tt_=(((3) | ((1) << 4)))); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADK: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = k + ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))));
        { TValue *io1=((&(ra)->val)); const TValue *io2=(rb); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADKX: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb;
        rb = k + ((((int)((((*pc)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0))))))); pc++;
        { TValue *io1=((&(ra)->val)); const TValue *io2=(rb); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADFALSE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((&(ra)->val))->tt_=(((1) | ((0) << 4))));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LFALSESKIP: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((&(ra)->val))->tt_=(((1) | ((0) << 4))));
        pc++;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADTRUE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((&(ra)->val))->tt_=(((1) | ((1) << 4))));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LOADNIL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        do {
          (((&(ra++)->val))->tt_=(((0) | ((0) << 4))));
        } while (b--);
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETUPVAL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        { TValue *io1=((&(ra)->val)); const TValue *io2=(cl->upvals[b]->v.p); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETUPVAL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        UpVal *uv = cl->upvals[((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))];
        { TValue *io1=(uv->v.p); const TValue *io2=((&(ra)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        ( ((((&(ra)->val))->tt_) & (1 << 6)) ? ( ((((uv)->marked) & ((1<<(5)))) && (((((((&(ra)->val))->value_).gc))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrier_(L,(&(((union GCUnion *)((uv)))->gc)),(&(((union GCUnion *)((((((&(ra)->val))->value_).gc))))->gc))) : ((void)((0)))) : ((void)((0))));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETTABUP: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *upval = cl->upvals[((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))]->v.p;
        TValue *rc = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        TString *key = ((&((((union GCUnion *)((((rc)->value_).gc))))->ts)));
        if ((!((((upval))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_getshortstr(((&((((union GCUnion *)((((upval)->value_).gc))))->h))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, upval, rc, ra, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETTABLE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        TValue *rc = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        lua_Unsigned n;
        if (((((rc))->tt_) == (((3) | ((0) << 4))))
            ? (((void)((n = (((rc)->value_).i)))), (!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = (((lua_Unsigned)(n)) - 1u < ((&((((union GCUnion *)((((rb)->value_).gc))))->h)))->alimit) ? &((&((((union GCUnion *)((((rb)->value_).gc))))->h)))->array[n - 1] : luaH_getint(((&((((union GCUnion *)((((rb)->value_).gc))))->h))), n), !(((((((slot))->tt_)) & 0x0F)) == (0)))))
            : (!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_get(((&((((union GCUnion *)((((rb)->value_).gc))))->h))), rc), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, rb, rc, ra, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        int c = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        if ((!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = (((lua_Unsigned)(c)) - 1u < ((&((((union GCUnion *)((((rb)->value_).gc))))->h)))->alimit) ? &((&((((union GCUnion *)((((rb)->value_).gc))))->h)))->array[c - 1] : luaH_getint(((&((((union GCUnion *)((((rb)->value_).gc))))->h))), c), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        }
        else {
          TValue key;
          { TValue *io=(&key); ((io)->value_).i=(c); ((io)->tt_=(((3) | ((0) << 4)))); };
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, rb, &key, ra, slot)), (trap = ci->u.l.trap));
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GETFIELD: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        TValue *rc = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        TString *key = ((&((((union GCUnion *)((((rc)->value_).gc))))->ts)));
        if ((!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_getshortstr(((&((((union GCUnion *)((((rb)->value_).gc))))->h))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, rb, rc, ra, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETTABUP: {
        const TValue *slot;
        TValue *upval = cl->upvals[(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))]->v.p;
        TValue *rb = (k+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        TValue *rc = ((((((int)((((i) & (1u << ((0 + 7) + 8))))))))) ? k + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))) : (&(base + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))->val));
        TString *key = ((&((((union GCUnion *)((((rb)->value_).gc))))->ts)));
        if ((!((((upval))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_getshortstr(((&((((union GCUnion *)((((upval)->value_).gc))))->h))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(rc); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); }; ( (((rc)->tt_) & (1 << 6)) ? ( (((((((upval)->value_).gc))->marked) & ((1<<(5)))) && ((((((rc)->value_).gc))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(((upval)->value_).gc)) : ((void)((0)))) : ((void)((0)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishset(L, upval, rb, rc, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETTABLE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        TValue *rc = ((((((int)((((i) & (1u << ((0 + 7) + 8))))))))) ? k + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))) : (&(base + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))->val));
        lua_Unsigned n;
        if (((((rb))->tt_) == (((3) | ((0) << 4))))
            ? (((void)((n = (((rb)->value_).i)))), (!(((((&(ra)->val)))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = (((lua_Unsigned)(n)) - 1u < ((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))->alimit) ? &((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))->array[n - 1] : luaH_getint(((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h))), n), !(((((((slot))->tt_)) & 0x0F)) == (0)))))
            : (!(((((&(ra)->val)))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_get(((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h))), rb), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(rc); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); }; ( (((rc)->tt_) & (1 << 6)) ? ( ((((((((&(ra)->val))->value_).gc))->marked) & ((1<<(5)))) && ((((((rc)->value_).gc))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,((((&(ra)->val))->value_).gc)) : ((void)((0)))) : ((void)((0)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishset(L, (&(ra)->val), rb, rc, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        int c = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rc = ((((((int)((((i) & (1u << ((0 + 7) + 8))))))))) ? k + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))) : (&(base + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))->val));
        if ((!(((((&(ra)->val)))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = (((lua_Unsigned)(c)) - 1u < ((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))->alimit) ? &((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)))->array[c - 1] : luaH_getint(((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h))), c), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(rc); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); }; ( (((rc)->tt_) & (1 << 6)) ? ( ((((((((&(ra)->val))->value_).gc))->marked) & ((1<<(5)))) && ((((((rc)->value_).gc))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,((((&(ra)->val))->value_).gc)) : ((void)((0)))) : ((void)((0)))); };
        }
        else {
          TValue key;
          { TValue *io=(&key); ((io)->value_).i=(c); ((io)->tt_=(((3) | ((0) << 4)))); };
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishset(L, (&(ra)->val), &key, rc, slot)), (trap = ci->u.l.trap));
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SETFIELD: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (k+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        TValue *rc = ((((((int)((((i) & (1u << ((0 + 7) + 8))))))))) ? k + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))) : (&(base + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))->val));
        TString *key = ((&((((union GCUnion *)((((rb)->value_).gc))))->ts)));
        if ((!(((((&(ra)->val)))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_getshortstr(((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { { TValue *io1=(((TValue *)(slot))); const TValue *io2=(rc); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); }; ( (((rc)->tt_) & (1 << 6)) ? ( ((((((((&(ra)->val))->value_).gc))->marked) & ((1<<(5)))) && ((((((rc)->value_).gc))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,((((&(ra)->val))->value_).gc)) : ((void)((0)))) : ((void)((0)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishset(L, (&(ra)->val), rb, rc, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_NEWTABLE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int c = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Table *t;
        if (b > 0)
          b = 1 << (b - 1);
        ((void)0);
        if (((((int)((((i) & (1u << ((0 + 7) + 8)))))))))
          c += ((((int)((((*pc)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0))))))) * (((1<<8)-1) + 1);
        pc++;
        L->top.p = ra + 1;
        t = luaH_new(L);
        { TValue *io = ((&(ra)->val)); Table *x_ = (t); ((io)->value_).gc = (&(((union GCUnion *)((x_)))->gc)); ((io)->tt_=(((((5) | ((0) << 4))) | (1 << 6)))); ((void)L, ((void)0)); };
        if (b != 0 || c != 0)
          luaH_resize(L, t, c, b);
        { { if ((L->l_G)->GCdebt > 0) { ((ci->u.l.savedpc = pc), L->top.p = (ra + 1)); luaC_step(L); (trap = ci->u.l.trap);}; ((void)0); }; {((void) 0); ((void) 0);}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SELF: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        const TValue *slot;
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        TValue *rc = ((((((int)((((i) & (1u << ((0 + 7) + 8))))))))) ? k + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))) : (&(base + ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))->val));
        TString *key = ((&((((union GCUnion *)((((rc)->value_).gc))))->ts)));
        { TValue *io1=((&(ra + 1)->val)); const TValue *io2=(rb); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        if ((!((((rb))->tt_) == (((((5) | ((0) << 4))) | (1 << 6)))) ? (slot = ((void *)0), 0) : (slot = luaH_getstr(((&((((union GCUnion *)((((rb)->value_).gc))))->h))), key), !(((((((slot))->tt_)) & 0x0F)) == (0))))) {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(slot); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_finishget(L, rb, rc, ra, slot)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_ADDI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); int imm = ((((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1)); if (((((v1))->tt_) == (((3) | ((0) << 4))))) { lua_Integer iv1 = (((v1)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(iv1)) + ((lua_Unsigned)(imm))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else if (((((v1))->tt_) == (((3) | ((1) << 4))))) { lua_Number nb = (((v1)->value_).n); lua_Number fimm = ((lua_Number)((imm))); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((nb)+(fimm))); ((io)->tt_=(((3) | ((1) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_ADDK: {
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) + ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)+(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SUBK: {
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) - ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)-(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MULK: {
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) * ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)*(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MODK: {
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_mod(L, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(luaV_modf(L, n1, n2)); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_POWK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); ((void)0); { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((void)L, (n2 == 2) ? (n1)*(n1) : pow(n1,n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_DIVK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); ((void)0); { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)/(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_IDIVK: {
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); ((void)0); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_idiv(L, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((void)L, (floor(((n1)/(n2)))))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BANDK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); lua_Integer i1; lua_Integer i2 = (((v2)->value_).i); if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((v1)->value_).i), 1) : luaV_tointegerns(v1,&i1,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) & ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BORK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); lua_Integer i1; lua_Integer i2 = (((v2)->value_).i); if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((v1)->value_).i), 1) : luaV_tointegerns(v1,&i1,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) | ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BXORK: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (k+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))); lua_Integer i1; lua_Integer i2 = (((v2)->value_).i); if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((v1)->value_).i), 1) : luaV_tointegerns(v1,&i1,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) ^ ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SHRI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        int ic = ((((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1));
        lua_Integer ib;
        if (((__builtin_expect(((((((rb))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&ib) = (((rb)->value_).i), 1) : luaV_tointegerns(rb,&ib,F2Ieq))) {
          pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_shiftl(ib, -ic)); ((io)->tt_=(((3) | ((0) << 4)))); };
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SHLI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        int ic = ((((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1));
        lua_Integer ib;
        if (((__builtin_expect(((((((rb))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&ib) = (((rb)->value_).i), 1) : luaV_tointegerns(rb,&ib,F2Ieq))) {
          pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_shiftl(ic, ib)); ((io)->tt_=(((3) | ((0) << 4)))); };
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_ADD: {
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) + ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)+(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SUB: {
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) - ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)-(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MUL: {
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) * ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)*(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MOD: {
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_mod(L, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(luaV_modf(L, n1, n2)); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_POW: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((void)L, (n2 == 2) ? (n1)*(n1) : pow(n1,n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_DIV: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((n1)/(n2))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_IDIV: {
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        { TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); if (((((v1))->tt_) == (((3) | ((0) << 4)))) && ((((v2))->tt_) == (((3) | ((0) << 4))))) { lua_Integer i1 = (((v1)->value_).i); lua_Integer i2 = (((v2)->value_).i); pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_idiv(L, i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; } else { lua_Number n1; lua_Number n2; if ((((((v1))->tt_) == (((3) | ((1) << 4)))) ? ((n1) = (((v1)->value_).n), 1) : (((((v1))->tt_) == (((3) | ((0) << 4)))) ? ((n1) = ((lua_Number)(((((v1)->value_).i)))), 1) : 0)) && (((((v2))->tt_) == (((3) | ((1) << 4)))) ? ((n2) = (((v2)->value_).n), 1) : (((((v2))->tt_) == (((3) | ((0) << 4)))) ? ((n2) = ((lua_Number)(((((v2)->value_).i)))), 1) : 0))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).n=(((void)L, (floor(((n1)/(n2)))))); ((io)->tt_=(((3) | ((1) << 4)))); }; }}; }; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BAND: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((v1)->value_).i), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((v2)->value_).i), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) & ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BOR: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((v1)->value_).i), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((v2)->value_).i), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) | ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BXOR: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((v1)->value_).i), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((v2)->value_).i), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(i1)) ^ ((lua_Unsigned)(i2))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SHR: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((v1)->value_).i), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((v2)->value_).i), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_shiftl(i1,((lua_Integer)(((lua_Unsigned)(0)) - ((lua_Unsigned)(i2)))))); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_SHL: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); TValue *v1 = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); TValue *v2 = (&((base+((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); lua_Integer i1; lua_Integer i2; if (((__builtin_expect(((((((v1))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i1) = (((v1)->value_).i), 1) : luaV_tointegerns(v1,&i1,F2Ieq)) && ((__builtin_expect(((((((v2))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&i2) = (((v2)->value_).i), 1) : luaV_tointegerns(v2,&i2,F2Ieq))) { pc++; { TValue *io=((&(ra)->val)); ((io)->value_).i=(luaV_shiftl(i1, i2)); ((io)->tt_=(((3) | ((0) << 4)))); }; }};
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MMBIN: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Instruction pi = *(pc - 2);
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        TMS tm = (TMS)((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        StkId result = (base+(((int)((((pi)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        ((void)0);
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybinTM(L, (&(ra)->val), rb, result, tm)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MMBINI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Instruction pi = *(pc - 2);
        int imm = ((((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1));
        TMS tm = (TMS)((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int flip = ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))));
        StkId result = (base+(((int)((((pi)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybiniTM(L, (&(ra)->val), imm, flip, result, tm)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_MMBINK: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Instruction pi = *(pc - 2);
        TValue *imm = (k+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        TMS tm = (TMS)((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int flip = ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))));
        StkId result = (base+(((int)((((pi)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybinassocTM(L, (&(ra)->val), imm, flip, result, tm)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_UNM: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        lua_Number nb;
        if (((((rb))->tt_) == (((3) | ((0) << 4))))) {
          lua_Integer ib = (((rb)->value_).i);
          { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(0)) - ((lua_Unsigned)(ib))))); ((io)->tt_=(((3) | ((0) << 4)))); };
        }
        else if ((((((rb))->tt_) == (((3) | ((1) << 4)))) ? ((nb) = (((rb)->value_).n), 1) : (((((rb))->tt_) == (((3) | ((0) << 4)))) ? ((nb) = ((lua_Number)(((((rb)->value_).i)))), 1) : 0))) {
          { TValue *io=((&(ra)->val)); ((io)->value_).n=((-(nb))); ((io)->tt_=(((3) | ((1) << 4)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybinTM(L, rb, rb, ra, TM_UNM)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_BNOT: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        lua_Integer ib;
        if (((__builtin_expect(((((((rb))->tt_) == (((3) | ((0) << 4))))) != 0), 1)) ? (*(&ib) = (((rb)->value_).i), 1) : luaV_tointegerns(rb,&ib,F2Ieq))) {
          { TValue *io=((&(ra)->val)); ((io)->value_).i=(((lua_Integer)(((lua_Unsigned)(~((lua_Unsigned)(0)))) ^ ((lua_Unsigned)(ib))))); ((io)->tt_=(((3) | ((0) << 4)))); };
        }
        else
          (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_trybinTM(L, rb, rb, ra, TM_BNOT)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_NOT: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        if ((((((rb))->tt_) == (((1) | ((0) << 4)))) || (((((((rb))->tt_)) & 0x0F)) == (0))))
          (((&(ra)->val))->tt_=(((1) | ((1) << 4))));
        else
          (((&(ra)->val))->tt_=(((1) | ((0) << 4))));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LEN: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaV_objlen(L, ra, (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val))), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_CONCAT: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        L->top.p = ra + n;
        ((ci->u.l.savedpc = pc), (luaV_concat(L, n)), (trap = ci->u.l.trap));
        { { if ((L->l_G)->GCdebt > 0) { ((ci->u.l.savedpc = pc), L->top.p = (L->top.p)); luaC_step(L); (trap = ci->u.l.trap);}; ((void)0); }; {((void) 0); ((void) 0);}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_CLOSE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaF_close(L, ra, 0, 1)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TBC: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaF_newtbcupval(L, ra)));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_JMP: {
        { pc += ((((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 0; (trap = ci->u.l.trap); };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_EQ: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int cond;
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaV_equalobj(L, (&(ra)->val), rb)), (trap = ci->u.l.trap));
        if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LT: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4)))) && ((((rb))->tt_) == (((3) | ((0) << 4))))) { lua_Integer ia = ((((&(ra)->val))->value_).i); lua_Integer ib = (((rb)->value_).i); cond = (ia < ib); } else if (((((((((&(ra)->val)))->tt_)) & 0x0F)) == (3)) && (((((((rb))->tt_)) & 0x0F)) == (3))) cond = LTnum((&(ra)->val), rb); else (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = lessthanothers(L, (&(ra)->val), rb)), (trap = ci->u.l.trap)); if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LE: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4)))) && ((((rb))->tt_) == (((3) | ((0) << 4))))) { lua_Integer ia = ((((&(ra)->val))->value_).i); lua_Integer ib = (((rb)->value_).i); cond = (ia <= ib); } else if (((((((((&(ra)->val)))->tt_)) & 0x0F)) == (3)) && (((((((rb))->tt_)) & 0x0F)) == (3))) cond = LEnum((&(ra)->val), rb); else (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = lessequalothers(L, (&(ra)->val), rb)), (trap = ci->u.l.trap)); if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_EQK: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (k+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))));
        int cond = luaV_equalobj(((void *)0),(&(ra)->val),rb);
        if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_EQI: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int cond;
        int im = ((((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1));
        if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4)))))
          cond = (((((&(ra)->val))->value_).i) == im);
        else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4)))))
          cond = ((((((&(ra)->val))->value_).n))==(((lua_Number)((im)))));
        else
          cond = 0;
        if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LTI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; int im = ((((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1)); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4))))) cond = (((((&(ra)->val))->value_).i) < im); else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4))))) { lua_Number fa = ((((&(ra)->val))->value_).n); lua_Number fim = ((lua_Number)((im))); cond = ((fa)<(fim)); } else { int isf = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaT_callorderiTM(L, (&(ra)->val), im, 0, isf, TM_LT)), (trap = ci->u.l.trap)); } if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_LEI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; int im = ((((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1)); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4))))) cond = (((((&(ra)->val))->value_).i) <= im); else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4))))) { lua_Number fa = ((((&(ra)->val))->value_).n); lua_Number fim = ((lua_Number)((im))); cond = ((fa)<=(fim)); } else { int isf = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaT_callorderiTM(L, (&(ra)->val), im, 0, isf, TM_LE)), (trap = ci->u.l.trap)); } if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GTI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; int im = ((((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1)); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4))))) cond = (((((&(ra)->val))->value_).i) > im); else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4))))) { lua_Number fa = ((((&(ra)->val))->value_).n); lua_Number fim = ((lua_Number)((im))); cond = ((fa)>(fim)); } else { int isf = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaT_callorderiTM(L, (&(ra)->val), im, 1, isf, TM_LT)), (trap = ci->u.l.trap)); } if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_GEI: {
        { StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); int cond; int im = ((((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))) - (((1<<8)-1) >> 1)); if ((((((&(ra)->val)))->tt_) == (((3) | ((0) << 4))))) cond = (((((&(ra)->val))->value_).i) >= im); else if ((((((&(ra)->val)))->tt_) == (((3) | ((1) << 4))))) { lua_Number fa = ((((&(ra)->val))->value_).n); lua_Number fim = ((lua_Number)((im))); cond = ((fa)>=(fim)); } else { int isf = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (cond = luaT_callorderiTM(L, (&(ra)->val), im, 1, isf, TM_LE)), (trap = ci->u.l.trap)); } if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TEST: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int cond = !((((((&(ra)->val)))->tt_) == (((1) | ((0) << 4)))) || ((((((((&(ra)->val)))->tt_)) & 0x0F)) == (0)));
        if (cond != ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0)))))))) pc++; else { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TESTSET: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        TValue *rb = (&((base+((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))))))->val);
        if ((((((rb))->tt_) == (((1) | ((0) << 4)))) || (((((((rb))->tt_)) & 0x0F)) == (0))) == ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<(1)))<<(0))))))))
          pc++;
        else {
          { TValue *io1=((&(ra)->val)); const TValue *io2=(rb); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
          { Instruction ni = *pc; { pc += ((((int)((((ni)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0)))))) - (((1 << ((8 + 8 + 1) + 8)) - 1) >> 1)) + 1; (trap = ci->u.l.trap); }; };
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_CALL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        CallInfo *newci;
        int b = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int nresults = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))) - 1;
        if (b != 0)
          L->top.p = ra + b;
        (ci->u.l.savedpc = pc);
        if ((newci = luaD_precall(L, ra, nresults)) == ((void *)0))
          (trap = ci->u.l.trap);
        else {
          ci = newci;
          goto startfunc;
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TAILCALL: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int b = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n;
        int nparams1 = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int delta = (nparams1) ? ci->u.l.nextraargs + nparams1 : 0;
        if (b != 0)
          L->top.p = ra + b;
        else
          b = ((int)((L->top.p - ra)));
        (ci->u.l.savedpc = pc);
        if (((((int)((((i) & (1u << ((0 + 7) + 8))))))))) {
          luaF_closeupval(L, base);
          ((void)0);
          ((void)0);
        }
        if ((n = luaD_pretailcall(L, ci, ra, b, delta)) < 0)
          goto startfunc;
        else {
          ci->func.p -= delta;
          luaD_poscall(L, ci, n);
          (trap = ci->u.l.trap);
          goto ret;
        }
      }
      L_OP_RETURN: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0))))))) - 1;
        int nparams1 = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        if (n < 0)
          n = ((int)((L->top.p - ra)));
        (ci->u.l.savedpc = pc);
        if (((((int)((((i) & (1u << ((0 + 7) + 8))))))))) {
          ci->u2.nres = n;
          if (L->top.p < ci->top.p)
            L->top.p = ci->top.p;
          luaF_close(L, base, (-1), 1);
          (trap = ci->u.l.trap);
          { if ((__builtin_expect(((trap) != 0), 0))) { (base = ci->func.p + 1); ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); } };
        }
        if (nparams1)
          ci->func.p -= ci->u.l.nextraargs + nparams1;
        L->top.p = ra + n;
        luaD_poscall(L, ci, n);
        (trap = ci->u.l.trap);
        goto ret;
      }
      L_OP_RETURN0: {
        if ((__builtin_expect(((L->hookmask) != 0), 0))) {
          StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
          L->top.p = ra;
          (ci->u.l.savedpc = pc);
          luaD_poscall(L, ci, 0);
          trap = 1;
        }
        else {
          int nres;
          L->ci = ci->previous;
          L->top.p = base - 1;
          for (nres = ci->nresults; (__builtin_expect(((nres > 0) != 0), 0)); nres--)
            (((&(L->top.p++)->val))->tt_=(((0) | ((0) << 4))));
        }
        goto ret;
      }
      L_OP_RETURN1: {
        if ((__builtin_expect(((L->hookmask) != 0), 0))) {
          StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
          L->top.p = ra + 1;
          (ci->u.l.savedpc = pc);
          luaD_poscall(L, ci, 1);
          trap = 1;
        }
        else {
          int nres = ci->nresults;
          L->ci = ci->previous;
          if (nres == 0)
            L->top.p = base - 1;
          else {
            StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
            { TValue *io1=((&(base - 1)->val)); const TValue *io2=((&(ra)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
            L->top.p = base;
            for (; (__builtin_expect(((nres > 1) != 0), 0)); nres--)
              (((&(L->top.p++)->val))->tt_=(((0) | ((0) << 4))));
          }
        }
       ret:
        if (ci->callstatus & (1<<2))
          return;
        else {
          ci = ci->previous;
          goto returning;
        }
      }
      L_OP_FORLOOP: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        if ((((((&(ra + 2)->val)))->tt_) == (((3) | ((0) << 4))))) {
          lua_Unsigned count = ((lua_Unsigned)(((((&(ra + 1)->val))->value_).i)));
          if (count > 0) {
            lua_Integer step = ((((&(ra + 2)->val))->value_).i);
            lua_Integer idx = ((((&(ra)->val))->value_).i);
            { TValue *io=((&(ra + 1)->val)); ((void)0); ((io)->value_).i=(count - 1); };
            idx = ((lua_Integer)(((lua_Unsigned)(idx)) + ((lua_Unsigned)(step))));
            { TValue *io=((&(ra)->val)); ((void)0); ((io)->value_).i=(idx); };
            { TValue *io=((&(ra + 3)->val)); ((io)->value_).i=(idx); ((io)->tt_=(((3) | ((0) << 4)))); };
            pc -= ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))));
          }
        }
        else if (floatforloop(ra))
          pc -= ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))));
        (trap = ci->u.l.trap);
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_FORPREP: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        ((ci->u.l.savedpc = pc), L->top.p = ci->top.p);
        if (forprep(L, ra))
          pc += ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0))))))) + 1;
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_TFORPREP: {
       StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaF_newtbcupval(L, ra + 3)));
        pc += ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))));
        i = *(pc++);
        ((void)0);
        goto l_tforcall;
      }
      L_OP_TFORCALL: {
       l_tforcall: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        memcpy(ra + 4, ra, 3 * sizeof(*ra));
        L->top.p = ra + 4 + 3;
        ((ci->u.l.savedpc = pc), (luaD_call(L, ra + 4, ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))))), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { (base = ci->func.p + 1); ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0))))))); } };
        i = *(pc++);
        ((void)0);
        goto l_tforloop;
      }}
      L_OP_TFORLOOP: {
       l_tforloop: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        if (!((((((((&(ra + 4)->val)))->tt_)) & 0x0F)) == (0))) {
          { TValue *io1=((&(ra + 2)->val)); const TValue *io2=((&(ra + 4)->val)); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
          pc -= ((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))));
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }}
      L_OP_SETLIST: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n = ((((int)((((i)>>((((0 + 7) + 8) + 1))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        unsigned int last = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Table *h = ((&((((union GCUnion *)(((((&(ra)->val))->value_).gc))))->h)));
        if (n == 0)
          n = ((int)((L->top.p - ra))) - 1;
        else
          L->top.p = ci->top.p;
        last += n;
        if (((((int)((((i) & (1u << ((0 + 7) + 8))))))))) {
          last += ((((int)((((*pc)>>((0 + 7))) & ((~((~(Instruction)0)<<(((8 + 8 + 1) + 8))))<<(0))))))) * (((1<<8)-1) + 1);
          pc++;
        }
        if (last > luaH_realasize(h))
          luaH_resizearray(L, h, last);
        for (; n > 0; n--) {
          TValue *val = (&(ra + n)->val);
          { TValue *io1=(&h->array[last - 1]); const TValue *io2=(val); io1->value_ = io2->value_; ((io1)->tt_=(io2->tt_)); ((void)L, ((void)0)); ((void)0); };
          last--;
          ( (((val)->tt_) & (1 << 6)) ? ( (((((&(((union GCUnion *)((h)))->gc)))->marked) & ((1<<(5)))) && ((((((val)->value_).gc))->marked) & (((1<<(3)) | (1<<(4)))))) ? luaC_barrierback_(L,(&(((union GCUnion *)((h)))->gc))) : ((void)((0)))) : ((void)((0))));
        }
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_CLOSURE: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        Proto *p = cl->p->p[((((int)((((i)>>(((0 + 7) + 8))) & ((~((~(Instruction)0)<<((8 + 8 + 1))))<<(0)))))))];
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (pushclosure(L, p, cl->upvals, base, ra)));
        { { if ((L->l_G)->GCdebt > 0) { ((ci->u.l.savedpc = pc), L->top.p = (ra + 1)); luaC_step(L); (trap = ci->u.l.trap);}; ((void)0); }; {((void) 0); ((void) 0);}; };
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_VARARG: {
        StkId ra = (base+(((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))));
        int n = ((((int)((((i)>>(((((0 + 7) + 8) + 1) + 8))) & ((~((~(Instruction)0)<<(8)))<<(0))))))) - 1;
        (((ci->u.l.savedpc = pc), L->top.p = ci->top.p), (luaT_getvarargs(L, ci, ra, n)), (trap = ci->u.l.trap));
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_VARARGPREP: {
        ((ci->u.l.savedpc = pc), (luaT_adjustvarargs(L, (((int)((((i)>>((0 + 7))) & ((~((~(Instruction)0)<<(8)))<<(0)))))), ci, cl->p)), (trap = ci->u.l.trap));
        if ((__builtin_expect(((trap) != 0), 0))) {
          luaD_hookcall(L, ci);
          L->oldpc = 1;
        }
        (base = ci->func.p + 1);
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
      L_OP_EXTRAARG: {
        ((void)0);
        { if ((__builtin_expect(((trap) != 0), 0))) { trap = luaG_traceexec(L, pc); (base = ci->func.p + 1); } i = *(pc++); }; goto *disptab[(((OpCode)(((i)>>0) & ((~((~(Instruction)0)<<(7)))<<(0)))))];;;
      }
    }
  }
}
