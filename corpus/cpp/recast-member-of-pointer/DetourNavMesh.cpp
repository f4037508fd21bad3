#include <float.h>
#include <string.h>
#include <stdio.h>
#include <stddef.h>
enum dtAllocHint
{
 DT_ALLOC_PERM,
 DT_ALLOC_TEMP
};
typedef void* (dtAllocFunc)(size_t size, dtAllocHint hint);
typedef void (dtFreeFunc)(void* ptr);
void dtAllocSetCustom(dtAllocFunc *allocFunc, dtFreeFunc *freeFunc);
void* dtAlloc(size_t size, dtAllocHint hint);
void dtFree(void* ptr);
typedef unsigned int dtStatus;
static const unsigned int DT_FAILURE = 1u << 31;
static const unsigned int DT_SUCCESS = 1u << 30;
static const unsigned int DT_IN_PROGRESS = 1u << 29;
static const unsigned int DT_STATUS_DETAIL_MASK = 0x0ffffff;
static const unsigned int DT_WRONG_MAGIC = 1 << 0;
static const unsigned int DT_WRONG_VERSION = 1 << 1;
static const unsigned int DT_OUT_OF_MEMORY = 1 << 2;
static const unsigned int DT_INVALID_PARAM = 1 << 3;
static const unsigned int DT_BUFFER_TOO_SMALL = 1 << 4;
static const unsigned int DT_OUT_OF_NODES = 1 << 5;
static const unsigned int DT_PARTIAL_RESULT = 1 << 6;
static const unsigned int DT_ALREADY_OCCUPIED = 1 << 7;
inline bool dtStatusSucceed(dtStatus status)
{
 return (status & DT_SUCCESS) != 0;
}
inline bool dtStatusFailed(dtStatus status)
{
 return (status & DT_FAILURE) != 0;
}
inline bool dtStatusInProgress(dtStatus status)
{
 return (status & DT_IN_PROGRESS) != 0;
}
inline bool dtStatusDetail(dtStatus status, unsigned int detail)
{
 return (status & detail) != 0;
}
typedef unsigned int dtPolyRef;
typedef unsigned int dtTileRef;
static const int DT_VERTS_PER_POLYGON = 6;
static const int DT_NAVMESH_MAGIC = 'D'<<24 | 'N'<<16 | 'A'<<8 | 'V';
static const int DT_NAVMESH_VERSION = 7;
static const int DT_NAVMESH_STATE_MAGIC = 'D'<<24 | 'N'<<16 | 'M'<<8 | 'S';
static const int DT_NAVMESH_STATE_VERSION = 1;
static const unsigned short DT_EXT_LINK = 0x8000;
static const unsigned int DT_NULL_LINK = 0xffffffff;
static const unsigned int DT_OFFMESH_CON_BIDIR = 1;
static const int DT_MAX_AREAS = 64;
enum dtTileFlags
{
 DT_TILE_FREE_DATA = 0x01
};
enum dtStraightPathFlags
{
 DT_STRAIGHTPATH_START = 0x01,
 DT_STRAIGHTPATH_END = 0x02,
 DT_STRAIGHTPATH_OFFMESH_CONNECTION = 0x04
};
enum dtStraightPathOptions
{
 DT_STRAIGHTPATH_AREA_CROSSINGS = 0x01,
 DT_STRAIGHTPATH_ALL_CROSSINGS = 0x02
};
enum dtFindPathOptions
{
 DT_FINDPATH_ANY_ANGLE = 0x02
};
enum dtRaycastOptions
{
 DT_RAYCAST_USE_COSTS = 0x01
};
enum dtDetailTriEdgeFlags
{
 DT_DETAIL_EDGE_BOUNDARY = 0x01
};
static const float DT_RAY_CAST_LIMIT_PROPORTIONS = 50.0f;
enum dtPolyTypes
{
 DT_POLYTYPE_GROUND = 0,
 DT_POLYTYPE_OFFMESH_CONNECTION = 1
};
struct dtPoly
{
 unsigned int firstLink;
 unsigned short verts[DT_VERTS_PER_POLYGON];
 unsigned short neis[DT_VERTS_PER_POLYGON];
 unsigned short flags;
 unsigned char vertCount;
 unsigned char areaAndtype;
 inline void setArea(unsigned char a) { areaAndtype = (areaAndtype & 0xc0) | (a & 0x3f); }
 inline void setType(unsigned char t) { areaAndtype = (areaAndtype & 0x3f) | (t << 6); }
 inline unsigned char getArea() const { return areaAndtype & 0x3f; }
 inline unsigned char getType() const { return areaAndtype >> 6; }
};
struct dtPolyDetail
{
 unsigned int vertBase;
 unsigned int triBase;
 unsigned char vertCount;
 unsigned char triCount;
};
struct dtLink
{
 dtPolyRef ref;
 unsigned int next;
 unsigned char edge;
 unsigned char side;
 unsigned char bmin;
 unsigned char bmax;
};
struct dtBVNode
{
 unsigned short bmin[3];
 unsigned short bmax[3];
 int i;
};
struct dtOffMeshConnection
{
 float pos[6];
 float rad;
 unsigned short poly;
 unsigned char flags;
 unsigned char side;
 unsigned int userId;
};
struct dtMeshHeader
{
 int magic;
 int version;
 int x;
 int y;
 int layer;
 unsigned int userId;
 int polyCount;
 int vertCount;
 int maxLinkCount;
 int detailMeshCount;
 int detailVertCount;
 int detailTriCount;
 int bvNodeCount;
 int offMeshConCount;
 int offMeshBase;
 float walkableHeight;
 float walkableRadius;
 float walkableClimb;
 float bmin[3];
 float bmax[3];
 float bvQuantFactor;
};
struct dtMeshTile
{
 unsigned int salt;
 unsigned int linksFreeList;
 dtMeshHeader* header;
 dtPoly* polys;
 float* verts;
 dtLink* links;
 dtPolyDetail* detailMeshes;
 float* detailVerts;
 unsigned char* detailTris;
 dtBVNode* bvTree;
 dtOffMeshConnection* offMeshCons;
 unsigned char* data;
 int dataSize;
 int flags;
 dtMeshTile* next;
private:
 dtMeshTile(const dtMeshTile&);
 dtMeshTile& operator=(const dtMeshTile&);
};
inline int dtGetDetailTriEdgeFlags(unsigned char triFlags, int edgeIndex)
{
 return (triFlags >> (edgeIndex * 2)) & 0x3;
}
struct dtNavMeshParams
{
 float orig[3];
 float tileWidth;
 float tileHeight;
 int maxTiles;
 int maxPolys;
};
class dtNavMesh
{
public:
 dtNavMesh();
 ~dtNavMesh();
 dtStatus init(const dtNavMeshParams* params);
 dtStatus init(unsigned char* data, const int dataSize, const int flags);
 const dtNavMeshParams* getParams() const;
 dtStatus addTile(unsigned char* data, int dataSize, int flags, dtTileRef lastRef, dtTileRef* result);
 dtStatus removeTile(dtTileRef ref, unsigned char** data, int* dataSize);
 void calcTileLoc(const float* pos, int* tx, int* ty) const;
 const dtMeshTile* getTileAt(const int x, const int y, const int layer) const;
 int getTilesAt(const int x, const int y,
       dtMeshTile const** tiles, const int maxTiles) const;
 dtTileRef getTileRefAt(int x, int y, int layer) const;
 dtTileRef getTileRef(const dtMeshTile* tile) const;
 const dtMeshTile* getTileByRef(dtTileRef ref) const;
 int getMaxTiles() const;
 const dtMeshTile* getTile(int i) const;
 dtStatus getTileAndPolyByRef(const dtPolyRef ref, const dtMeshTile** tile, const dtPoly** poly) const;
 void getTileAndPolyByRefUnsafe(const dtPolyRef ref, const dtMeshTile** tile, const dtPoly** poly) const;
 bool isValidPolyRef(dtPolyRef ref) const;
 dtPolyRef getPolyRefBase(const dtMeshTile* tile) const;
 dtStatus getOffMeshConnectionPolyEndPoints(dtPolyRef prevRef, dtPolyRef polyRef, float* startPos, float* endPos) const;
 const dtOffMeshConnection* getOffMeshConnectionByRef(dtPolyRef ref) const;
 dtStatus setPolyFlags(dtPolyRef ref, unsigned short flags);
 dtStatus getPolyFlags(dtPolyRef ref, unsigned short* resultFlags) const;
 dtStatus setPolyArea(dtPolyRef ref, unsigned char area);
 dtStatus getPolyArea(dtPolyRef ref, unsigned char* resultArea) const;
 int getTileStateSize(const dtMeshTile* tile) const;
 dtStatus storeTileState(const dtMeshTile* tile, unsigned char* data, const int maxDataSize) const;
 dtStatus restoreTileState(dtMeshTile* tile, const unsigned char* data, const int maxDataSize);
 inline dtPolyRef encodePolyId(unsigned int salt, unsigned int it, unsigned int ip) const
 {
  return ((dtPolyRef)salt << (m_polyBits+m_tileBits)) | ((dtPolyRef)it << m_polyBits) | (dtPolyRef)ip;
 }
 inline void decodePolyId(dtPolyRef ref, unsigned int& salt, unsigned int& it, unsigned int& ip) const
 {
  const dtPolyRef saltMask = ((dtPolyRef)1<<m_saltBits)-1;
  const dtPolyRef tileMask = ((dtPolyRef)1<<m_tileBits)-1;
  const dtPolyRef polyMask = ((dtPolyRef)1<<m_polyBits)-1;
  salt = (unsigned int)((ref >> (m_polyBits+m_tileBits)) & saltMask);
  it = (unsigned int)((ref >> m_polyBits) & tileMask);
  ip = (unsigned int)(ref & polyMask);
 }
 inline unsigned int decodePolyIdSalt(dtPolyRef ref) const
 {
  const dtPolyRef saltMask = ((dtPolyRef)1<<m_saltBits)-1;
  return (unsigned int)((ref >> (m_polyBits+m_tileBits)) & saltMask);
 }
 inline unsigned int decodePolyIdTile(dtPolyRef ref) const
 {
  const dtPolyRef tileMask = ((dtPolyRef)1<<m_tileBits)-1;
  return (unsigned int)((ref >> m_polyBits) & tileMask);
 }
 inline unsigned int decodePolyIdPoly(dtPolyRef ref) const
 {
  const dtPolyRef polyMask = ((dtPolyRef)1<<m_polyBits)-1;
  return (unsigned int)(ref & polyMask);
 }
private:
 dtNavMesh(const dtNavMesh&);
 dtNavMesh& operator=(const dtNavMesh&);
 dtMeshTile* getTile(int i);
 int getTilesAt(const int x, const int y,
       dtMeshTile** tiles, const int maxTiles) const;
 int getNeighbourTilesAt(const int x, const int y, const int side,
       dtMeshTile** tiles, const int maxTiles) const;
 int findConnectingPolys(const float* va, const float* vb,
       const dtMeshTile* tile, int side,
       dtPolyRef* con, float* conarea, int maxcon) const;
 void connectIntLinks(dtMeshTile* tile);
 void baseOffMeshLinks(dtMeshTile* tile);
 void connectExtLinks(dtMeshTile* tile, dtMeshTile* target, int side);
 void connectExtOffMeshLinks(dtMeshTile* tile, dtMeshTile* target, int side);
 void unconnectLinks(dtMeshTile* tile, dtMeshTile* target);
 int queryPolygonsInTile(const dtMeshTile* tile, const float* qmin, const float* qmax,
       dtPolyRef* polys, const int maxPolys) const;
 dtPolyRef findNearestPolyInTile(const dtMeshTile* tile, const float* center,
         const float* halfExtents, float* nearestPt) const;
 bool getPolyHeight(const dtMeshTile* tile, const dtPoly* poly, const float* pos, float* height) const;
 void closestPointOnPoly(dtPolyRef ref, const float* pos, float* closest, bool* posOverPoly) const;
 dtNavMeshParams m_params;
 float m_orig[3];
 float m_tileWidth, m_tileHeight;
 int m_maxTiles;
 int m_tileLutSize;
 int m_tileLutMask;
 dtMeshTile** m_posLookup;
 dtMeshTile* m_nextFree;
 dtMeshTile* m_tiles;
 unsigned int m_saltBits;
 unsigned int m_tileBits;
 unsigned int m_polyBits;
 friend class dtNavMeshQuery;
};
dtNavMesh* dtAllocNavMesh();
void dtFreeNavMesh(dtNavMesh* navmesh);
enum dtNodeFlags
{
 DT_NODE_OPEN = 0x01,
 DT_NODE_CLOSED = 0x02,
 DT_NODE_PARENT_DETACHED = 0x04
};
typedef unsigned short dtNodeIndex;
static const dtNodeIndex DT_NULL_IDX = (dtNodeIndex)~0;
static const int DT_NODE_PARENT_BITS = 24;
static const int DT_NODE_STATE_BITS = 2;
struct dtNode
{
 float pos[3];
 float cost;
 float total;
 unsigned int pidx : DT_NODE_PARENT_BITS;
 unsigned int state : DT_NODE_STATE_BITS;
 unsigned int flags : 3;
 dtPolyRef id;
};
static const int DT_MAX_STATES_PER_NODE = 1 << DT_NODE_STATE_BITS;
class dtNodePool
{
public:
 dtNodePool(int maxNodes, int hashSize);
 ~dtNodePool();
 void clear();
 dtNode* getNode(dtPolyRef id, unsigned char state=0);
 dtNode* findNode(dtPolyRef id, unsigned char state);
 unsigned int findNodes(dtPolyRef id, dtNode** nodes, const int maxNodes);
 inline unsigned int getNodeIdx(const dtNode* node) const
 {
  if (!node) return 0;
  return (unsigned int)(node - m_nodes) + 1;
 }
 inline dtNode* getNodeAtIdx(unsigned int idx)
 {
  if (!idx) return 0;
  return &m_nodes[idx - 1];
 }
 inline const dtNode* getNodeAtIdx(unsigned int idx) const
 {
  if (!idx) return 0;
  return &m_nodes[idx - 1];
 }
 inline int getMemUsed() const
 {
  return sizeof(*this) +
   sizeof(dtNode)*m_maxNodes +
   sizeof(dtNodeIndex)*m_maxNodes +
   sizeof(dtNodeIndex)*m_hashSize;
 }
 inline int getMaxNodes() const { return m_maxNodes; }
 inline int getHashSize() const { return m_hashSize; }
 inline dtNodeIndex getFirst(int bucket) const { return m_first[bucket]; }
 inline dtNodeIndex getNext(int i) const { return m_next[i]; }
 inline int getNodeCount() const { return m_nodeCount; }
private:
 dtNodePool(const dtNodePool&);
 dtNodePool& operator=(const dtNodePool&);
 dtNode* m_nodes;
 dtNodeIndex* m_first;
 dtNodeIndex* m_next;
 const int m_maxNodes;
 const int m_hashSize;
 int m_nodeCount;
};
class dtNodeQueue
{
public:
 dtNodeQueue(int n);
 ~dtNodeQueue();
 inline void clear() { m_size = 0; }
 inline dtNode* top() { return m_heap[0]; }
 inline dtNode* pop()
 {
  dtNode* result = m_heap[0];
  m_size--;
  trickleDown(0, m_heap[m_size]);
  return result;
 }
 inline void push(dtNode* node)
 {
  m_size++;
  bubbleUp(m_size-1, node);
 }
 inline void modify(dtNode* node)
 {
  for (int i = 0; i < m_size; ++i)
  {
   if (m_heap[i] == node)
   {
    bubbleUp(i, node);
    return;
   }
  }
 }
 inline bool empty() const { return m_size == 0; }
 inline int getMemUsed() const
 {
  return sizeof(*this) +
  sizeof(dtNode*) * (m_capacity + 1);
 }
 inline int getCapacity() const { return m_capacity; }
private:
 dtNodeQueue(const dtNodeQueue&);
 dtNodeQueue& operator=(const dtNodeQueue&);
 void bubbleUp(int i, dtNode* node);
 void trickleDown(int i, dtNode* node);
 dtNode** m_heap;
 const int m_capacity;
 int m_size;
};
#include <math.h>
inline float dtMathFabsf(float x) { return fabsf(x); }
inline float dtMathSqrtf(float x) { return sqrtf(x); }
inline float dtMathFloorf(float x) { return floorf(x); }
inline float dtMathCeilf(float x) { return ceilf(x); }
inline float dtMathCosf(float x) { return cosf(x); }
inline float dtMathSinf(float x) { return sinf(x); }
inline float dtMathAtan2f(float y, float x) { return atan2f(y, x); }
inline bool dtMathIsfinite(float x) { return isfinite(x); }
#include <stddef.h>
template<class T> void dtIgnoreUnused(const T&) { }
template<class T> inline void dtSwap(T& a, T& b) { T t = a; a = b; b = t; }
template<class T> inline T dtMin(T a, T b) { return a < b ? a : b; }
template<class T> inline T dtMax(T a, T b) { return a > b ? a : b; }
template<class T> inline T dtAbs(T a) { return a < 0 ? -a : a; }
template<class T> inline T dtSqr(T a) { return a*a; }
template<class T> inline T dtClamp(T v, T mn, T mx) { return v < mn ? mn : (v > mx ? mx : v); }
inline void dtVcross(float* dest, const float* v1, const float* v2)
{
 dest[0] = v1[1]*v2[2] - v1[2]*v2[1];
 dest[1] = v1[2]*v2[0] - v1[0]*v2[2];
 dest[2] = v1[0]*v2[1] - v1[1]*v2[0];
}
inline float dtVdot(const float* v1, const float* v2)
{
 return v1[0]*v2[0] + v1[1]*v2[1] + v1[2]*v2[2];
}
inline void dtVmad(float* dest, const float* v1, const float* v2, const float s)
{
 dest[0] = v1[0]+v2[0]*s;
 dest[1] = v1[1]+v2[1]*s;
 dest[2] = v1[2]+v2[2]*s;
}
inline void dtVlerp(float* dest, const float* v1, const float* v2, const float t)
{
 dest[0] = v1[0]+(v2[0]-v1[0])*t;
 dest[1] = v1[1]+(v2[1]-v1[1])*t;
 dest[2] = v1[2]+(v2[2]-v1[2])*t;
}
inline void dtVadd(float* dest, const float* v1, const float* v2)
{
 dest[0] = v1[0]+v2[0];
 dest[1] = v1[1]+v2[1];
 dest[2] = v1[2]+v2[2];
}
inline void dtVsub(float* dest, const float* v1, const float* v2)
{
 dest[0] = v1[0]-v2[0];
 dest[1] = v1[1]-v2[1];
 dest[2] = v1[2]-v2[2];
}
inline void dtVscale(float* dest, const float* v, const float t)
{
 dest[0] = v[0]*t;
 dest[1] = v[1]*t;
 dest[2] = v[2]*t;
}
inline void dtVmin(float* mn, const float* v)
{
 mn[0] = dtMin(mn[0], v[0]);
 mn[1] = dtMin(mn[1], v[1]);
 mn[2] = dtMin(mn[2], v[2]);
}
inline void dtVmax(float* mx, const float* v)
{
 mx[0] = dtMax(mx[0], v[0]);
 mx[1] = dtMax(mx[1], v[1]);
 mx[2] = dtMax(mx[2], v[2]);
}
inline void dtVset(float* dest, const float x, const float y, const float z)
{
 dest[0] = x; dest[1] = y; dest[2] = z;
}
inline void dtVcopy(float* dest, const float* a)
{
 dest[0] = a[0];
 dest[1] = a[1];
 dest[2] = a[2];
}
inline float dtVlen(const float* v)
{
 return dtMathSqrtf(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}
inline float dtVlenSqr(const float* v)
{
 return v[0]*v[0] + v[1]*v[1] + v[2]*v[2];
}
inline float dtVdist(const float* v1, const float* v2)
{
 const float dx = v2[0] - v1[0];
 const float dy = v2[1] - v1[1];
 const float dz = v2[2] - v1[2];
 return dtMathSqrtf(dx*dx + dy*dy + dz*dz);
}
inline float dtVdistSqr(const float* v1, const float* v2)
{
 const float dx = v2[0] - v1[0];
 const float dy = v2[1] - v1[1];
 const float dz = v2[2] - v1[2];
 return dx*dx + dy*dy + dz*dz;
}
inline float dtVdist2D(const float* v1, const float* v2)
{
 const float dx = v2[0] - v1[0];
 const float dz = v2[2] - v1[2];
 return dtMathSqrtf(dx*dx + dz*dz);
}
inline float dtVdist2DSqr(const float* v1, const float* v2)
{
 const float dx = v2[0] - v1[0];
 const float dz = v2[2] - v1[2];
 return dx*dx + dz*dz;
}
inline void dtVnormalize(float* v)
{
 float d = 1.0f / dtMathSqrtf(dtSqr(v[0]) + dtSqr(v[1]) + dtSqr(v[2]));
 v[0] *= d;
 v[1] *= d;
 v[2] *= d;
}
inline bool dtVequal(const float* p0, const float* p1)
{
 static const float thr = dtSqr(1.0f/16384.0f);
 const float d = dtVdistSqr(p0, p1);
 return d < thr;
}
inline bool dtVisfinite(const float* v)
{
 bool result =
  dtMathIsfinite(v[0]) &&
  dtMathIsfinite(v[1]) &&
  dtMathIsfinite(v[2]);
 return result;
}
inline bool dtVisfinite2D(const float* v)
{
 bool result = dtMathIsfinite(v[0]) && dtMathIsfinite(v[2]);
 return result;
}
inline float dtVdot2D(const float* u, const float* v)
{
 return u[0]*v[0] + u[2]*v[2];
}
inline float dtVperp2D(const float* u, const float* v)
{
 return u[2]*v[0] - u[0]*v[2];
}
inline float dtTriArea2D(const float* a, const float* b, const float* c)
{
 const float abx = b[0] - a[0];
 const float abz = b[2] - a[2];
 const float acx = c[0] - a[0];
 const float acz = c[2] - a[2];
 return acx*abz - abx*acz;
}
inline bool dtOverlapQuantBounds(const unsigned short amin[3], const unsigned short amax[3],
         const unsigned short bmin[3], const unsigned short bmax[3])
{
 bool overlap = true;
 overlap = (amin[0] > bmax[0] || amax[0] < bmin[0]) ? false : overlap;
 overlap = (amin[1] > bmax[1] || amax[1] < bmin[1]) ? false : overlap;
 overlap = (amin[2] > bmax[2] || amax[2] < bmin[2]) ? false : overlap;
 return overlap;
}
inline bool dtOverlapBounds(const float* amin, const float* amax,
       const float* bmin, const float* bmax)
{
 bool overlap = true;
 overlap = (amin[0] > bmax[0] || amax[0] < bmin[0]) ? false : overlap;
 overlap = (amin[1] > bmax[1] || amax[1] < bmin[1]) ? false : overlap;
 overlap = (amin[2] > bmax[2] || amax[2] < bmin[2]) ? false : overlap;
 return overlap;
}
void dtClosestPtPointTriangle(float* closest, const float* p,
         const float* a, const float* b, const float* c);
bool dtClosestHeightPointTriangle(const float* p, const float* a, const float* b, const float* c, float& h);
bool dtIntersectSegmentPoly2D(const float* p0, const float* p1,
         const float* verts, int nverts,
         float& tmin, float& tmax,
         int& segMin, int& segMax);
bool dtIntersectSegSeg2D(const float* ap, const float* aq,
       const float* bp, const float* bq,
       float& s, float& t);
bool dtPointInPolygon(const float* pt, const float* verts, const int nverts);
bool dtDistancePtPolyEdgesSqr(const float* pt, const float* verts, const int nverts,
       float* ed, float* et);
float dtDistancePtSegSqr2D(const float* pt, const float* p, const float* q, float& t);
void dtCalcPolyCenter(float* tc, const unsigned short* idx, int nidx, const float* verts);
bool dtOverlapPolyPoly2D(const float* polya, const int npolya,
       const float* polyb, const int npolyb);
inline unsigned int dtNextPow2(unsigned int v)
{
 v--;
 v |= v >> 1;
 v |= v >> 2;
 v |= v >> 4;
 v |= v >> 8;
 v |= v >> 16;
 v++;
 return v;
}
inline unsigned int dtIlog2(unsigned int v)
{
 unsigned int r;
 unsigned int shift;
 r = (v > 0xffff) << 4; v >>= r;
 shift = (v > 0xff) << 3; v >>= shift; r |= shift;
 shift = (v > 0xf) << 2; v >>= shift; r |= shift;
 shift = (v > 0x3) << 1; v >>= shift; r |= shift;
 r |= (v >> 1);
 return r;
}
inline int dtAlign4(int x) { return (x+3) & ~3; }
inline int dtOppositeTile(int side) { return (side+4) & 0x7; }
inline void dtSwapByte(unsigned char* a, unsigned char* b)
{
 unsigned char tmp = *a;
 *a = *b;
 *b = tmp;
}
inline void dtSwapEndian(unsigned short* v)
{
 unsigned char* x = (unsigned char*)v;
 dtSwapByte(x+0, x+1);
}
inline void dtSwapEndian(short* v)
{
 unsigned char* x = (unsigned char*)v;
 dtSwapByte(x+0, x+1);
}
inline void dtSwapEndian(unsigned int* v)
{
 unsigned char* x = (unsigned char*)v;
 dtSwapByte(x+0, x+3); dtSwapByte(x+1, x+2);
}
inline void dtSwapEndian(int* v)
{
 unsigned char* x = (unsigned char*)v;
 dtSwapByte(x+0, x+3); dtSwapByte(x+1, x+2);
}
inline void dtSwapEndian(float* v)
{
 unsigned char* x = (unsigned char*)v;
 dtSwapByte(x+0, x+3); dtSwapByte(x+1, x+2);
}
void dtRandomPointInConvexPoly(const float* pts, const int npts, float* areas,
          const float s, const float t, float* out);
template<typename TypeToRetrieveAs>
TypeToRetrieveAs* dtGetThenAdvanceBufferPointer(const unsigned char*& buffer, const size_t distanceToAdvance)
{
 TypeToRetrieveAs* returnPointer = reinterpret_cast<TypeToRetrieveAs*>(buffer);
 buffer += distanceToAdvance;
 return returnPointer;
}
template<typename TypeToRetrieveAs>
TypeToRetrieveAs* dtGetThenAdvanceBufferPointer(unsigned char*& buffer, const size_t distanceToAdvance)
{
 TypeToRetrieveAs* returnPointer = reinterpret_cast<TypeToRetrieveAs*>(buffer);
 buffer += distanceToAdvance;
 return returnPointer;
}
typedef void (dtAssertFailFunc)(const char* expression, const char* file, int line);
void dtAssertFailSetCustom(dtAssertFailFunc *assertFailFunc);
dtAssertFailFunc* dtAssertFailGetCustom();
#include <assert.h>
#include <new>
inline bool overlapSlabs(const float* amin, const float* amax,
       const float* bmin, const float* bmax,
       const float px, const float py)
{
 const float minx = dtMax(amin[0]+px,bmin[0]+px);
 const float maxx = dtMin(amax[0]-px,bmax[0]-px);
 if (minx > maxx)
  return false;
 const float ad = (amax[1]-amin[1]) / (amax[0]-amin[0]);
 const float ak = amin[1] - ad*amin[0];
 const float bd = (bmax[1]-bmin[1]) / (bmax[0]-bmin[0]);
 const float bk = bmin[1] - bd*bmin[0];
 const float aminy = ad*minx + ak;
 const float amaxy = ad*maxx + ak;
 const float bminy = bd*minx + bk;
 const float bmaxy = bd*maxx + bk;
 const float dmin = bminy - aminy;
 const float dmax = bmaxy - amaxy;
 if (dmin*dmax < 0)
  return true;
 const float thr = dtSqr(py*2);
 if (dmin*dmin <= thr || dmax*dmax <= thr)
  return true;
 return false;
}
static float getSlabCoord(const float* va, const int side)
{
 if (side == 0 || side == 4)
  return va[0];
 else if (side == 2 || side == 6)
  return va[2];
 return 0;
}
static void calcSlabEndPoints(const float* va, const float* vb, float* bmin, float* bmax, const int side)
{
 if (side == 0 || side == 4)
 {
  if (va[2] < vb[2])
  {
   bmin[0] = va[2];
   bmin[1] = va[1];
   bmax[0] = vb[2];
   bmax[1] = vb[1];
  }
  else
  {
   bmin[0] = vb[2];
   bmin[1] = vb[1];
   bmax[0] = va[2];
   bmax[1] = va[1];
  }
 }
 else if (side == 2 || side == 6)
 {
  if (va[0] < vb[0])
  {
   bmin[0] = va[0];
   bmin[1] = va[1];
   bmax[0] = vb[0];
   bmax[1] = vb[1];
  }
  else
  {
   bmin[0] = vb[0];
   bmin[1] = vb[1];
   bmax[0] = va[0];
   bmax[1] = va[1];
  }
 }
}
inline int computeTileHash(int x, int y, const int mask)
{
 const unsigned int h1 = 0x8da6b343;
 const unsigned int h2 = 0xd8163841;
 unsigned int n = h1 * x + h2 * y;
 return (int)(n & mask);
}
inline unsigned int allocLink(dtMeshTile* tile)
{
 if (tile->linksFreeList == DT_NULL_LINK)
  return DT_NULL_LINK;
 unsigned int link = tile->linksFreeList;
 tile->linksFreeList = tile->links[link].next;
 return link;
}
inline void freeLink(dtMeshTile* tile, unsigned int link)
{
 tile->links[link].next = tile->linksFreeList;
 tile->linksFreeList = link;
}
dtNavMesh* dtAllocNavMesh()
{
 void* mem = dtAlloc(sizeof(dtNavMesh), DT_ALLOC_PERM);
 if (!mem) return 0;
 return new(mem) dtNavMesh;
}
void dtFreeNavMesh(dtNavMesh* navmesh)
{
 if (!navmesh) return;
 navmesh->~dtNavMesh();
 dtFree(navmesh);
}
dtNavMesh::dtNavMesh() :
 m_tileWidth(0),
 m_tileHeight(0),
 m_maxTiles(0),
 m_tileLutSize(0),
 m_tileLutMask(0),
 m_posLookup(0),
 m_nextFree(0),
 m_tiles(0)
{
 m_saltBits = 0;
 m_tileBits = 0;
 m_polyBits = 0;
 memset(&m_params, 0, sizeof(dtNavMeshParams));
 m_orig[0] = 0;
 m_orig[1] = 0;
 m_orig[2] = 0;
}
dtNavMesh::~dtNavMesh()
{
 for (int i = 0; i < m_maxTiles; ++i)
 {
  if (m_tiles[i].flags & DT_TILE_FREE_DATA)
  {
   dtFree(m_tiles[i].data);
   m_tiles[i].data = 0;
   m_tiles[i].dataSize = 0;
  }
 }
 dtFree(m_posLookup);
 dtFree(m_tiles);
}
dtStatus dtNavMesh::init(const dtNavMeshParams* params)
{
 memcpy(&m_params, params, sizeof(dtNavMeshParams));
 dtVcopy(m_orig, params->orig);
 m_tileWidth = params->tileWidth;
 m_tileHeight = params->tileHeight;
 m_maxTiles = params->maxTiles;
 m_tileLutSize = dtNextPow2(params->maxTiles/4);
 if (!m_tileLutSize) m_tileLutSize = 1;
 m_tileLutMask = m_tileLutSize-1;
 m_tiles = (dtMeshTile*)dtAlloc(sizeof(dtMeshTile)*m_maxTiles, DT_ALLOC_PERM);
 if (!m_tiles)
  return DT_FAILURE | DT_OUT_OF_MEMORY;
 m_posLookup = (dtMeshTile**)dtAlloc(sizeof(dtMeshTile*)*m_tileLutSize, DT_ALLOC_PERM);
 if (!m_posLookup)
  return DT_FAILURE | DT_OUT_OF_MEMORY;
 memset(m_tiles, 0, sizeof(dtMeshTile)*m_maxTiles);
 memset(m_posLookup, 0, sizeof(dtMeshTile*)*m_tileLutSize);
 m_nextFree = 0;
 for (int i = m_maxTiles-1; i >= 0; --i)
 {
  m_tiles[i].salt = 1;
  m_tiles[i].next = m_nextFree;
  m_nextFree = &m_tiles[i];
 }
 m_tileBits = dtIlog2(dtNextPow2((unsigned int)params->maxTiles));
 m_polyBits = dtIlog2(dtNextPow2((unsigned int)params->maxPolys));
 m_saltBits = dtMin((unsigned int)31, 32 - m_tileBits - m_polyBits);
 if (m_saltBits < 10)
  return DT_FAILURE | DT_INVALID_PARAM;
 return DT_SUCCESS;
}
dtStatus dtNavMesh::init(unsigned char* data, const int dataSize, const int flags)
{
 dtMeshHeader* header = (dtMeshHeader*)data;
 if (header->magic != DT_NAVMESH_MAGIC)
  return DT_FAILURE | DT_WRONG_MAGIC;
 if (header->version != DT_NAVMESH_VERSION)
  return DT_FAILURE | DT_WRONG_VERSION;
 dtNavMeshParams params;
 dtVcopy(params.orig, header->bmin);
 params.tileWidth = header->bmax[0] - header->bmin[0];
 params.tileHeight = header->bmax[2] - header->bmin[2];
 params.maxTiles = 1;
 params.maxPolys = header->polyCount;
 dtStatus status = init(&params);
 if (dtStatusFailed(status))
  return status;
 return addTile(data, dataSize, flags, 0, 0);
}
const dtNavMeshParams* dtNavMesh::getParams() const
{
 return &m_params;
}
int dtNavMesh::findConnectingPolys(const float* va, const float* vb,
           const dtMeshTile* tile, int side,
           dtPolyRef* con, float* conarea, int maxcon) const
{
 if (!tile) return 0;
 float amin[2], amax[2];
 calcSlabEndPoints(va, vb, amin, amax, side);
 const float apos = getSlabCoord(va, side);
 float bmin[2], bmax[2];
 unsigned short m = DT_EXT_LINK | (unsigned short)side;
 int n = 0;
 dtPolyRef base = getPolyRefBase(tile);
 for (int i = 0; i < tile->header->polyCount; ++i)
 {
  dtPoly* poly = &tile->polys[i];
  const int nv = poly->vertCount;
  for (int j = 0; j < nv; ++j)
  {
   if (poly->neis[j] != m) continue;
   const float* vc = &tile->verts[poly->verts[j]*3];
   const float* vd = &tile->verts[poly->verts[(j+1) % nv]*3];
   const float bpos = getSlabCoord(vc, side);
   if (dtAbs(apos-bpos) > 0.01f)
    continue;
   calcSlabEndPoints(vc,vd, bmin,bmax, side);
   if (!overlapSlabs(amin,amax, bmin,bmax, 0.01f, tile->header->walkableClimb)) continue;
   if (n < maxcon)
   {
    conarea[n*2+0] = dtMax(amin[0], bmin[0]);
    conarea[n*2+1] = dtMin(amax[0], bmax[0]);
    con[n] = base | (dtPolyRef)i;
    n++;
   }
   break;
  }
 }
 return n;
}
void dtNavMesh::unconnectLinks(dtMeshTile* tile, dtMeshTile* target)
{
 if (!tile || !target) return;
 const unsigned int targetNum = decodePolyIdTile(getTileRef(target));
 for (int i = 0; i < tile->header->polyCount; ++i)
 {
  dtPoly* poly = &tile->polys[i];
  unsigned int j = poly->firstLink;
  unsigned int pj = DT_NULL_LINK;
  while (j != DT_NULL_LINK)
  {
   if (decodePolyIdTile(tile->links[j].ref) == targetNum)
   {
    unsigned int nj = tile->links[j].next;
    if (pj == DT_NULL_LINK)
     poly->firstLink = nj;
    else
     tile->links[pj].next = nj;
    freeLink(tile, j);
    j = nj;
   }
   else
   {
    pj = j;
    j = tile->links[j].next;
   }
  }
 }
}
void dtNavMesh::connectExtLinks(dtMeshTile* tile, dtMeshTile* target, int side)
{
 if (!tile) return;
 for (int i = 0; i < tile->header->polyCount; ++i)
 {
  dtPoly* poly = &tile->polys[i];
  const int nv = poly->vertCount;
  for (int j = 0; j < nv; ++j)
  {
   if ((poly->neis[j] & DT_EXT_LINK) == 0)
    continue;
   const int dir = (int)(poly->neis[j] & 0xff);
   if (side != -1 && dir != side)
    continue;
   const float* va = &tile->verts[poly->verts[j]*3];
   const float* vb = &tile->verts[poly->verts[(j+1) % nv]*3];
   dtPolyRef nei[4];
   float neia[4*2];
   int nnei = findConnectingPolys(va,vb, target, dtOppositeTile(dir), nei,neia,4);
   for (int k = 0; k < nnei; ++k)
   {
    unsigned int idx = allocLink(tile);
    if (idx != DT_NULL_LINK)
    {
     dtLink* link = &tile->links[idx];
     link->ref = nei[k];
     link->edge = (unsigned char)j;
     link->side = (unsigned char)dir;
     link->next = poly->firstLink;
     poly->firstLink = idx;
     if (dir == 0 || dir == 4)
     {
      float tmin = (neia[k*2+0]-va[2]) / (vb[2]-va[2]);
      float tmax = (neia[k*2+1]-va[2]) / (vb[2]-va[2]);
      if (tmin > tmax)
       dtSwap(tmin,tmax);
      link->bmin = (unsigned char)roundf(dtClamp(tmin, 0.0f, 1.0f)*255.0f);
      link->bmax = (unsigned char)roundf(dtClamp(tmax, 0.0f, 1.0f)*255.0f);
     }
     else if (dir == 2 || dir == 6)
     {
      float tmin = (neia[k*2+0]-va[0]) / (vb[0]-va[0]);
      float tmax = (neia[k*2+1]-va[0]) / (vb[0]-va[0]);
      if (tmin > tmax)
       dtSwap(tmin,tmax);
      link->bmin = (unsigned char)roundf(dtClamp(tmin, 0.0f, 1.0f)*255.0f);
      link->bmax = (unsigned char)roundf(dtClamp(tmax, 0.0f, 1.0f)*255.0f);
     }
    }
   }
  }
 }
}
void dtNavMesh::connectExtOffMeshLinks(dtMeshTile* tile, dtMeshTile* target, int side)
{
 if (!tile) return;
 const unsigned char oppositeSide = (side == -1) ? 0xff : (unsigned char)dtOppositeTile(side);
 for (int i = 0; i < target->header->offMeshConCount; ++i)
 {
  dtOffMeshConnection* targetCon = &target->offMeshCons[i];
  if (targetCon->side != oppositeSide)
   continue;
  dtPoly* targetPoly = &target->polys[targetCon->poly];
  if (targetPoly->firstLink == DT_NULL_LINK)
   continue;
  const float halfExtents[3] = { targetCon->rad, target->header->walkableClimb, targetCon->rad };
  const float* p = &targetCon->pos[3];
  float nearestPt[3];
  dtPolyRef ref = findNearestPolyInTile(tile, p, halfExtents, nearestPt);
  if (!ref)
   continue;
  if (dtSqr(nearestPt[0]-p[0])+dtSqr(nearestPt[2]-p[2]) > dtSqr(targetCon->rad))
   continue;
  float* v = &target->verts[targetPoly->verts[1]*3];
  dtVcopy(v, nearestPt);
  unsigned int idx = allocLink(target);
  if (idx != DT_NULL_LINK)
  {
   dtLink* link = &target->links[idx];
   link->ref = ref;
   link->edge = (unsigned char)1;
   link->side = oppositeSide;
   link->bmin = link->bmax = 0;
   link->next = targetPoly->firstLink;
   targetPoly->firstLink = idx;
  }
  if (targetCon->flags & DT_OFFMESH_CON_BIDIR)
  {
   unsigned int tidx = allocLink(tile);
   if (tidx != DT_NULL_LINK)
   {
    const unsigned short landPolyIdx = (unsigned short)decodePolyIdPoly(ref);
    dtPoly* landPoly = &tile->polys[landPolyIdx];
    dtLink* link = &tile->links[tidx];
    link->ref = getPolyRefBase(target) | (dtPolyRef)(targetCon->poly);
    link->edge = 0xff;
    link->side = (unsigned char)(side == -1 ? 0xff : side);
    link->bmin = link->bmax = 0;
    link->next = landPoly->firstLink;
    landPoly->firstLink = tidx;
   }
  }
 }
}
void dtNavMesh::connectIntLinks(dtMeshTile* tile)
{
 if (!tile) return;
 dtPolyRef base = getPolyRefBase(tile);
 for (int i = 0; i < tile->header->polyCount; ++i)
 {
  dtPoly* poly = &tile->polys[i];
  poly->firstLink = DT_NULL_LINK;
  if (poly->getType() == DT_POLYTYPE_OFFMESH_CONNECTION)
   continue;
  for (int j = poly->vertCount-1; j >= 0; --j)
  {
   if (poly->neis[j] == 0 || (poly->neis[j] & DT_EXT_LINK)) continue;
   unsigned int idx = allocLink(tile);
   if (idx != DT_NULL_LINK)
   {
    dtLink* link = &tile->links[idx];
    link->ref = base | (dtPolyRef)(poly->neis[j]-1);
    link->edge = (unsigned char)j;
    link->side = 0xff;
    link->bmin = link->bmax = 0;
    link->next = poly->firstLink;
    poly->firstLink = idx;
   }
  }
 }
}
void dtNavMesh::baseOffMeshLinks(dtMeshTile* tile)
{
 if (!tile) return;
 dtPolyRef base = getPolyRefBase(tile);
 for (int i = 0; i < tile->header->offMeshConCount; ++i)
 {
  dtOffMeshConnection* con = &tile->offMeshCons[i];
  dtPoly* poly = &tile->polys[con->poly];
  const float halfExtents[3] = { con->rad, tile->header->walkableClimb, con->rad };
  const float* p = &con->pos[0];
  float nearestPt[3];
  dtPolyRef ref = findNearestPolyInTile(tile, p, halfExtents, nearestPt);
  if (!ref) continue;
  if (dtSqr(nearestPt[0]-p[0])+dtSqr(nearestPt[2]-p[2]) > dtSqr(con->rad))
   continue;
  float* v = &tile->verts[poly->verts[0]*3];
  dtVcopy(v, nearestPt);
  unsigned int idx = allocLink(tile);
  if (idx != DT_NULL_LINK)
  {
   dtLink* link = &tile->links[idx];
   link->ref = ref;
   link->edge = (unsigned char)0;
   link->side = 0xff;
   link->bmin = link->bmax = 0;
   link->next = poly->firstLink;
   poly->firstLink = idx;
  }
  unsigned int tidx = allocLink(tile);
  if (tidx != DT_NULL_LINK)
  {
   const unsigned short landPolyIdx = (unsigned short)decodePolyIdPoly(ref);
   dtPoly* landPoly = &tile->polys[landPolyIdx];
   dtLink* link = &tile->links[tidx];
   link->ref = base | (dtPolyRef)(con->poly);
   link->edge = 0xff;
   link->side = 0xff;
   link->bmin = link->bmax = 0;
   link->next = landPoly->firstLink;
   landPoly->firstLink = tidx;
  }
 }
}
namespace
{
 template<bool onlyBoundary>
 void closestPointOnDetailEdges(const dtMeshTile* tile, const dtPoly* poly, const float* pos, float* closest)
 {
  const unsigned int ip = (unsigned int)(poly - tile->polys);
  const dtPolyDetail* pd = &tile->detailMeshes[ip];
  float dmin = FLT_MAX;
  float tmin = 0;
  const float* pmin = 0;
  const float* pmax = 0;
  for (int i = 0; i < pd.triCount; i++)
  {
   const unsigned char* tris = &tile->detailTris[(pd->triBase + i) * 4];
   const int ANY_BOUNDARY_EDGE =
    (DT_DETAIL_EDGE_BOUNDARY << 0) |
    (DT_DETAIL_EDGE_BOUNDARY << 2) |
    (DT_DETAIL_EDGE_BOUNDARY << 4);
   if (onlyBoundary && (tris[3] & ANY_BOUNDARY_EDGE) == 0)
    continue;
   const float* v[3];
   for (int j = 0; j < 3; ++j)
   {
    if (tris[j] < poly->vertCount)
     v[j] = &tile->verts[poly->verts[tris[j]] * 3];
    else
     v[j] = &tile->detailVerts[(pd->vertBase + (tris[j] - poly->vertCount)) * 3];
   }
   for (int k = 0, j = 2; k < 3; j = k++)
   {
    if ((dtGetDetailTriEdgeFlags(tris[3], j) & DT_DETAIL_EDGE_BOUNDARY) == 0 &&
     (onlyBoundary || tris[j] < tris[k]))
    {
     continue;
    }
    float t;
    float d = dtDistancePtSegSqr2D(pos, v[j], v[k], t);
    if (d < dmin)
    {
     dmin = d;
     tmin = t;
     pmin = v[j];
     pmax = v[k];
    }
   }
  }
  dtVlerp(closest, pmin, pmax, tmin);
 }
}
bool dtNavMesh::getPolyHeight(const dtMeshTile* tile, const dtPoly* poly, const float* pos, float* height) const
{
 if (poly->getType() == DT_POLYTYPE_OFFMESH_CONNECTION)
  return false;
 const unsigned int ip = (unsigned int)(poly - tile->polys);
 const dtPolyDetail* pd = &tile->detailMeshes[ip];
 float verts[DT_VERTS_PER_POLYGON*3];
 const int nv = poly->vertCount;
 for (int i = 0; i < nv; ++i)
  dtVcopy(&verts[i*3], &tile->verts[poly->verts[i]*3]);
 if (!dtPointInPolygon(pos, verts, nv))
  return false;
 if (!height)
  return true;
 for (int j = 0; j < pd->triCount; ++j)
 {
  const unsigned char* t = &tile->detailTris[(pd->triBase+j)*4];
  const float* v[3];
  for (int k = 0; k < 3; ++k)
  {
   if (t[k] < poly->vertCount)
    v[k] = &tile->verts[poly->verts[t[k]]*3];
   else
    v[k] = &tile->detailVerts[(pd->vertBase+(t[k]-poly->vertCount))*3];
  }
  float h;
  if (dtClosestHeightPointTriangle(pos, v[0], v[1], v[2], h))
  {
   *height = h;
   return true;
  }
 }
 float closest[3];
 closestPointOnDetailEdges<false>(tile, poly, pos, closest);
 *height = closest[1];
 return true;
}
void dtNavMesh::closestPointOnPoly(dtPolyRef ref, const float* pos, float* closest, bool* posOverPoly) const
{
 const dtMeshTile* tile = 0;
 const dtPoly* poly = 0;
 getTileAndPolyByRefUnsafe(ref, &tile, &poly);
 dtVcopy(closest, pos);
 if (getPolyHeight(tile, poly, pos, &closest[1]))
 {
  if (posOverPoly)
   *posOverPoly = true;
  return;
 }
 if (posOverPoly)
  *posOverPoly = false;
 if (poly->getType() == DT_POLYTYPE_OFFMESH_CONNECTION)
 {
  const float* v0 = &tile->verts[poly->verts[0]*3];
  const float* v1 = &tile->verts[poly->verts[1]*3];
  float t;
  dtDistancePtSegSqr2D(pos, v0, v1, t);
  dtVlerp(closest, v0, v1, t);
  return;
 }
 closestPointOnDetailEdges<true>(tile, poly, pos, closest);
}
dtPolyRef dtNavMesh::findNearestPolyInTile(const dtMeshTile* tile,
             const float* center, const float* halfExtents,
             float* nearestPt) const
{
 float bmin[3], bmax[3];
 dtVsub(bmin, center, halfExtents);
 dtVadd(bmax, center, halfExtents);
 dtPolyRef polys[128];
 int polyCount = queryPolygonsInTile(tile, bmin, bmax, polys, 128);
 dtPolyRef nearest = 0;
 float nearestDistanceSqr = FLT_MAX;
 for (int i = 0; i < polyCount; ++i)
 {
  dtPolyRef ref = polys[i];
  float closestPtPoly[3];
  float diff[3];
  bool posOverPoly = false;
  float d;
  closestPointOnPoly(ref, center, closestPtPoly, &posOverPoly);
  dtVsub(diff, center, closestPtPoly);
  if (posOverPoly)
  {
   d = dtAbs(diff[1]) - tile->header->walkableClimb;
   d = d > 0 ? d*d : 0;
  }
  else
  {
   d = dtVlenSqr(diff);
  }
  if (d < nearestDistanceSqr)
  {
   dtVcopy(nearestPt, closestPtPoly);
   nearestDistanceSqr = d;
   nearest = ref;
  }
 }
 return nearest;
}
int dtNavMesh::queryPolygonsInTile(const dtMeshTile* tile, const float* qmin, const float* qmax,
           dtPolyRef* polys, const int maxPolys) const
{
 if (tile->bvTree)
 {
  const dtBVNode* node = &tile->bvTree[0];
  const dtBVNode* end = &tile->bvTree[tile->header->bvNodeCount];
  const float* tbmin = tile->header->bmin;
  const float* tbmax = tile->header->bmax;
  const float qfac = tile->header->bvQuantFactor;
  unsigned short bmin[3], bmax[3];
  float minx = dtClamp(qmin[0], tbmin[0], tbmax[0]) - tbmin[0];
  float miny = dtClamp(qmin[1], tbmin[1], tbmax[1]) - tbmin[1];
  float minz = dtClamp(qmin[2], tbmin[2], tbmax[2]) - tbmin[2];
  float maxx = dtClamp(qmax[0], tbmin[0], tbmax[0]) - tbmin[0];
  float maxy = dtClamp(qmax[1], tbmin[1], tbmax[1]) - tbmin[1];
  float maxz = dtClamp(qmax[2], tbmin[2], tbmax[2]) - tbmin[2];
  bmin[0] = (unsigned short)(qfac * minx) & 0xfffe;
  bmin[1] = (unsigned short)(qfac * miny) & 0xfffe;
  bmin[2] = (unsigned short)(qfac * minz) & 0xfffe;
  bmax[0] = (unsigned short)(qfac * maxx + 1) | 1;
  bmax[1] = (unsigned short)(qfac * maxy + 1) | 1;
  bmax[2] = (unsigned short)(qfac * maxz + 1) | 1;
  dtPolyRef base = getPolyRefBase(tile);
  int n = 0;
  while (node < end)
  {
   const bool overlap = dtOverlapQuantBounds(bmin, bmax, node->bmin, node->bmax);
   const bool isLeafNode = node->i >= 0;
   if (isLeafNode && overlap)
   {
    if (n < maxPolys)
     polys[n++] = base | (dtPolyRef)node->i;
   }
   if (overlap || isLeafNode)
    node++;
   else
   {
    const int escapeIndex = -node->i;
    node += escapeIndex;
   }
  }
  return n;
 }
 else
 {
  float bmin[3], bmax[3];
  int n = 0;
  dtPolyRef base = getPolyRefBase(tile);
  for (int i = 0; i < tile->header->polyCount; ++i)
  {
   dtPoly* p = &tile->polys[i];
   if (p->getType() == DT_POLYTYPE_OFFMESH_CONNECTION)
    continue;
   const float* v = &tile->verts[p->verts[0]*3];
   dtVcopy(bmin, v);
   dtVcopy(bmax, v);
   for (int j = 1; j < p->vertCount; ++j)
   {
    v = &tile->verts[p->verts[j]*3];
    dtVmin(bmin, v);
    dtVmax(bmax, v);
   }
   if (dtOverlapBounds(qmin,qmax, bmin,bmax))
   {
    if (n < maxPolys)
     polys[n++] = base | (dtPolyRef)i;
   }
  }
  return n;
 }
}
dtStatus dtNavMesh::addTile(unsigned char* data, int dataSize, int flags,
       dtTileRef lastRef, dtTileRef* result)
{
 dtMeshHeader* header = (dtMeshHeader*)data;
 if (header->magic != DT_NAVMESH_MAGIC)
  return DT_FAILURE | DT_WRONG_MAGIC;
 if (header->version != DT_NAVMESH_VERSION)
  return DT_FAILURE | DT_WRONG_VERSION;
 if (m_polyBits < dtIlog2(dtNextPow2((unsigned int)header->polyCount)))
  return DT_FAILURE | DT_INVALID_PARAM;
 if (getTileAt(header->x, header->y, header->layer))
  return DT_FAILURE | DT_ALREADY_OCCUPIED;
 dtMeshTile* tile = 0;
 if (!lastRef)
 {
  if (m_nextFree)
  {
   tile = m_nextFree;
   m_nextFree = tile->next;
   tile->next = 0;
  }
 }
 else
 {
  int tileIndex = (int)decodePolyIdTile((dtPolyRef)lastRef);
  if (tileIndex >= m_maxTiles)
   return DT_FAILURE | DT_OUT_OF_MEMORY;
  dtMeshTile* target = &m_tiles[tileIndex];
  dtMeshTile* prev = 0;
  tile = m_nextFree;
  while (tile && tile != target)
  {
   prev = tile;
   tile = tile->next;
  }
  if (tile != target)
   return DT_FAILURE | DT_OUT_OF_MEMORY;
  if (!prev)
   m_nextFree = tile->next;
  else
   prev->next = tile->next;
  tile->salt = decodePolyIdSalt((dtPolyRef)lastRef);
 }
 if (!tile)
  return DT_FAILURE | DT_OUT_OF_MEMORY;
 int h = computeTileHash(header->x, header->y, m_tileLutMask);
 tile->next = m_posLookup[h];
 m_posLookup[h] = tile;
 const int headerSize = dtAlign4(sizeof(dtMeshHeader));
 const int vertsSize = dtAlign4(sizeof(float)*3*header->vertCount);
 const int polysSize = dtAlign4(sizeof(dtPoly)*header->polyCount);
 const int linksSize = dtAlign4(sizeof(dtLink)*(header->maxLinkCount));
 const int detailMeshesSize = dtAlign4(sizeof(dtPolyDetail)*header->detailMeshCount);
 const int detailVertsSize = dtAlign4(sizeof(float)*3*header->detailVertCount);
 const int detailTrisSize = dtAlign4(sizeof(unsigned char)*4*header->detailTriCount);
 const int bvtreeSize = dtAlign4(sizeof(dtBVNode)*header->bvNodeCount);
 const int offMeshLinksSize = dtAlign4(sizeof(dtOffMeshConnection)*header->offMeshConCount);
 unsigned char* d = data + headerSize;
 tile->verts = dtGetThenAdvanceBufferPointer<float>(d, vertsSize);
 tile->polys = dtGetThenAdvanceBufferPointer<dtPoly>(d, polysSize);
 tile->links = dtGetThenAdvanceBufferPointer<dtLink>(d, linksSize);
 tile->detailMeshes = dtGetThenAdvanceBufferPointer<dtPolyDetail>(d, detailMeshesSize);
 tile->detailVerts = dtGetThenAdvanceBufferPointer<float>(d, detailVertsSize);
 tile->detailTris = dtGetThenAdvanceBufferPointer<unsigned char>(d, detailTrisSize);
 tile->bvTree = dtGetThenAdvanceBufferPointer<dtBVNode>(d, bvtreeSize);
 tile->offMeshCons = dtGetThenAdvanceBufferPointer<dtOffMeshConnection>(d, offMeshLinksSize);
 if (!bvtreeSize)
  tile->bvTree = 0;
 tile->linksFreeList = 0;
 tile->links[header->maxLinkCount-1].next = DT_NULL_LINK;
 for (int i = 0; i < header->maxLinkCount-1; ++i)
  tile->links[i].next = i+1;
 tile->header = header;
 tile->data = data;
 tile->dataSize = dataSize;
 tile->flags = flags;
 connectIntLinks(tile);
 baseOffMeshLinks(tile);
 connectExtOffMeshLinks(tile, tile, -1);
 static const int MAX_NEIS = 32;
 dtMeshTile* neis[MAX_NEIS];
 int nneis;
 nneis = getTilesAt(header->x, header->y, neis, MAX_NEIS);
 for (int j = 0; j < nneis; ++j)
 {
  if (neis[j] == tile)
   continue;
  connectExtLinks(tile, neis[j], -1);
  connectExtLinks(neis[j], tile, -1);
  connectExtOffMeshLinks(tile, neis[j], -1);
  connectExtOffMeshLinks(neis[j], tile, -1);
 }
 for (int i = 0; i < 8; ++i)
 {
  nneis = getNeighbourTilesAt(header->x, header->y, i, neis, MAX_NEIS);
  for (int j = 0; j < nneis; ++j)
  {
   connectExtLinks(tile, neis[j], i);
   connectExtLinks(neis[j], tile, dtOppositeTile(i));
   connectExtOffMeshLinks(tile, neis[j], i);
   connectExtOffMeshLinks(neis[j], tile, dtOppositeTile(i));
  }
 }
 if (result)
  *result = getTileRef(tile);
 return DT_SUCCESS;
}
const dtMeshTile* dtNavMesh::getTileAt(const int x, const int y, const int layer) const
{
 int h = computeTileHash(x,y,m_tileLutMask);
 dtMeshTile* tile = m_posLookup[h];
 while (tile)
 {
  if (tile->header &&
   tile->header->x == x &&
   tile->header->y == y &&
   tile->header->layer == layer)
  {
   return tile;
  }
  tile = tile->next;
 }
 return 0;
}
int dtNavMesh::getNeighbourTilesAt(const int x, const int y, const int side, dtMeshTile** tiles, const int maxTiles) const
{
 int nx = x, ny = y;
 switch (side)
 {
  case 0: nx++; break;
  case 1: nx++; ny++; break;
  case 2: ny++; break;
  case 3: nx--; ny++; break;
  case 4: nx--; break;
  case 5: nx--; ny--; break;
  case 6: ny--; break;
  case 7: nx++; ny--; break;
 };
 return getTilesAt(nx, ny, tiles, maxTiles);
}
int dtNavMesh::getTilesAt(const int x, const int y, dtMeshTile** tiles, const int maxTiles) const
{
 int n = 0;
 int h = computeTileHash(x,y,m_tileLutMask);
 dtMeshTile* tile = m_posLookup[h];
 while (tile)
 {
  if (tile->header &&
   tile->header->x == x &&
   tile->header->y == y)
  {
   if (n < maxTiles)
    tiles[n++] = tile;
  }
  tile = tile->next;
 }
 return n;
}
int dtNavMesh::getTilesAt(const int x, const int y, dtMeshTile const** tiles, const int maxTiles) const
{
 int n = 0;
 int h = computeTileHash(x,y,m_tileLutMask);
 dtMeshTile* tile = m_posLookup[h];
 while (tile)
 {
  if (tile->header &&
   tile->header->x == x &&
   tile->header->y == y)
  {
   if (n < maxTiles)
    tiles[n++] = tile;
  }
  tile = tile->next;
 }
 return n;
}
dtTileRef dtNavMesh::getTileRefAt(const int x, const int y, const int layer) const
{
 int h = computeTileHash(x,y,m_tileLutMask);
 dtMeshTile* tile = m_posLookup[h];
 while (tile)
 {
  if (tile->header &&
   tile->header->x == x &&
   tile->header->y == y &&
   tile->header->layer == layer)
  {
   return getTileRef(tile);
  }
  tile = tile->next;
 }
 return 0;
}
const dtMeshTile* dtNavMesh::getTileByRef(dtTileRef ref) const
{
 if (!ref)
  return 0;
 unsigned int tileIndex = decodePolyIdTile((dtPolyRef)ref);
 unsigned int tileSalt = decodePolyIdSalt((dtPolyRef)ref);
 if ((int)tileIndex >= m_maxTiles)
  return 0;
 const dtMeshTile* tile = &m_tiles[tileIndex];
 if (tile->salt != tileSalt)
  return 0;
 return tile;
}
int dtNavMesh::getMaxTiles() const
{
 return m_maxTiles;
}
dtMeshTile* dtNavMesh::getTile(int i)
{
 return &m_tiles[i];
}
const dtMeshTile* dtNavMesh::getTile(int i) const
{
 return &m_tiles[i];
}
void dtNavMesh::calcTileLoc(const float* pos, int* tx, int* ty) const
{
 *tx = (int)floorf((pos[0]-m_orig[0]) / m_tileWidth);
 *ty = (int)floorf((pos[2]-m_orig[2]) / m_tileHeight);
}
dtStatus dtNavMesh::getTileAndPolyByRef(const dtPolyRef ref, const dtMeshTile** tile, const dtPoly** poly) const
{
 if (!ref) return DT_FAILURE;
 unsigned int salt, it, ip;
 decodePolyId(ref, salt, it, ip);
 if (it >= (unsigned int)m_maxTiles) return DT_FAILURE | DT_INVALID_PARAM;
 if (m_tiles[it].salt != salt || m_tiles[it].header == 0) return DT_FAILURE | DT_INVALID_PARAM;
 if (ip >= (unsigned int)m_tiles[it].header->polyCount) return DT_FAILURE | DT_INVALID_PARAM;
 *tile = &m_tiles[it];
 *poly = &m_tiles[it].polys[ip];
 return DT_SUCCESS;
}
void dtNavMesh::getTileAndPolyByRefUnsafe(const dtPolyRef ref, const dtMeshTile** tile, const dtPoly** poly) const
{
 unsigned int salt, it, ip;
 decodePolyId(ref, salt, it, ip);
 *tile = &m_tiles[it];
 *poly = &m_tiles[it].polys[ip];
}
bool dtNavMesh::isValidPolyRef(dtPolyRef ref) const
{
 if (!ref) return false;
 unsigned int salt, it, ip;
 decodePolyId(ref, salt, it, ip);
 if (it >= (unsigned int)m_maxTiles) return false;
 if (m_tiles[it].salt != salt || m_tiles[it].header == 0) return false;
 if (ip >= (unsigned int)m_tiles[it].header->polyCount) return false;
 return true;
}
dtStatus dtNavMesh::removeTile(dtTileRef ref, unsigned char** data, int* dataSize)
{
 if (!ref)
  return DT_FAILURE | DT_INVALID_PARAM;
 unsigned int tileIndex = decodePolyIdTile((dtPolyRef)ref);
 unsigned int tileSalt = decodePolyIdSalt((dtPolyRef)ref);
 if ((int)tileIndex >= m_maxTiles)
  return DT_FAILURE | DT_INVALID_PARAM;
 dtMeshTile* tile = &m_tiles[tileIndex];
 if (tile->salt != tileSalt)
  return DT_FAILURE | DT_INVALID_PARAM;
 int h = computeTileHash(tile->header->x,tile->header->y,m_tileLutMask);
 dtMeshTile* prev = 0;
 dtMeshTile* cur = m_posLookup[h];
 while (cur)
 {
  if (cur == tile)
  {
   if (prev)
    prev->next = cur->next;
   else
    m_posLookup[h] = cur->next;
   break;
  }
  prev = cur;
  cur = cur->next;
 }
 static const int MAX_NEIS = 32;
 dtMeshTile* neis[MAX_NEIS];
 int nneis;
 nneis = getTilesAt(tile->header->x, tile->header->y, neis, MAX_NEIS);
 for (int j = 0; j < nneis; ++j)
 {
  if (neis[j] == tile) continue;
  unconnectLinks(neis[j], tile);
 }
 for (int i = 0; i < 8; ++i)
 {
  nneis = getNeighbourTilesAt(tile->header->x, tile->header->y, i, neis, MAX_NEIS);
  for (int j = 0; j < nneis; ++j)
   unconnectLinks(neis[j], tile);
 }
 if (tile->flags & DT_TILE_FREE_DATA)
 {
  dtFree(tile->data);
  tile->data = 0;
  tile->dataSize = 0;
  if (data) *data = 0;
  if (dataSize) *dataSize = 0;
 }
 else
 {
  if (data) *data = tile->data;
  if (dataSize) *dataSize = tile->dataSize;
 }
 tile->header = 0;
 tile->flags = 0;
 tile->linksFreeList = 0;
 tile->polys = 0;
 tile->verts = 0;
 tile->links = 0;
 tile->detailMeshes = 0;
 tile->detailVerts = 0;
 tile->detailTris = 0;
 tile->bvTree = 0;
 tile->offMeshCons = 0;
 tile->salt = (tile->salt+1) & ((1<<m_saltBits)-1);
 if (tile->salt == 0)
  tile->salt++;
 tile->next = m_nextFree;
 m_nextFree = tile;
 return DT_SUCCESS;
}
dtTileRef dtNavMesh::getTileRef(const dtMeshTile* tile) const
{
 if (!tile) return 0;
 const unsigned int it = (unsigned int)(tile - m_tiles);
 return (dtTileRef)encodePolyId(tile->salt, it, 0);
}
dtPolyRef dtNavMesh::getPolyRefBase(const dtMeshTile* tile) const
{
 if (!tile) return 0;
 const unsigned int it = (unsigned int)(tile - m_tiles);
 return encodePolyId(tile->salt, it, 0);
}
struct dtTileState
{
 int magic;
 int version;
 dtTileRef ref;
};
struct dtPolyState
{
 unsigned short flags;
 unsigned char area;
};
int dtNavMesh::getTileStateSize(const dtMeshTile* tile) const
{
 if (!tile) return 0;
 const int headerSize = dtAlign4(sizeof(dtTileState));
 const int polyStateSize = dtAlign4(sizeof(dtPolyState) * tile->header->polyCount);
 return headerSize + polyStateSize;
}
dtStatus dtNavMesh::storeTileState(const dtMeshTile* tile, unsigned char* data, const int maxDataSize) const
{
 const int sizeReq = getTileStateSize(tile);
 if (maxDataSize < sizeReq)
  return DT_FAILURE | DT_BUFFER_TOO_SMALL;
 dtTileState* tileState = dtGetThenAdvanceBufferPointer<dtTileState>(data, dtAlign4(sizeof(dtTileState)));
 dtPolyState* polyStates = dtGetThenAdvanceBufferPointer<dtPolyState>(data, dtAlign4(sizeof(dtPolyState) * tile->header->polyCount));
 tileState->magic = DT_NAVMESH_STATE_MAGIC;
 tileState->version = DT_NAVMESH_STATE_VERSION;
 tileState->ref = getTileRef(tile);
 for (int i = 0; i < tile->header->polyCount; ++i)
 {
  const dtPoly* p = &tile->polys[i];
  dtPolyState* s = &polyStates[i];
  s->flags = p->flags;
  s->area = p->getArea();
 }
 return DT_SUCCESS;
}
dtStatus dtNavMesh::restoreTileState(dtMeshTile* tile, const unsigned char* data, const int maxDataSize)
{
 const int sizeReq = getTileStateSize(tile);
 if (maxDataSize < sizeReq)
  return DT_FAILURE | DT_INVALID_PARAM;
 const dtTileState* tileState = dtGetThenAdvanceBufferPointer<const dtTileState>(data, dtAlign4(sizeof(dtTileState)));
 const dtPolyState* polyStates = dtGetThenAdvanceBufferPointer<const dtPolyState>(data, dtAlign4(sizeof(dtPolyState) * tile->header->polyCount));
 if (tileState->magic != DT_NAVMESH_STATE_MAGIC)
  return DT_FAILURE | DT_WRONG_MAGIC;
 if (tileState->version != DT_NAVMESH_STATE_VERSION)
  return DT_FAILURE | DT_WRONG_VERSION;
 if (tileState->ref != getTileRef(tile))
  return DT_FAILURE | DT_INVALID_PARAM;
 for (int i = 0; i < tile->header->polyCount; ++i)
 {
  dtPoly* p = &tile->polys[i];
  const dtPolyState* s = &polyStates[i];
  p->flags = s->flags;
  p->setArea(s->area);
 }
 return DT_SUCCESS;
}
dtStatus dtNavMesh::getOffMeshConnectionPolyEndPoints(dtPolyRef prevRef, dtPolyRef polyRef, float* startPos, float* endPos) const
{
 unsigned int salt, it, ip;
 if (!polyRef)
  return DT_FAILURE;
 decodePolyId(polyRef, salt, it, ip);
 if (it >= (unsigned int)m_maxTiles) return DT_FAILURE | DT_INVALID_PARAM;
 if (m_tiles[it].salt != salt || m_tiles[it].header == 0) return DT_FAILURE | DT_INVALID_PARAM;
 const dtMeshTile* tile = &m_tiles[it];
 if (ip >= (unsigned int)tile->header->polyCount) return DT_FAILURE | DT_INVALID_PARAM;
 const dtPoly* poly = &tile->polys[ip];
 if (poly->getType() != DT_POLYTYPE_OFFMESH_CONNECTION)
  return DT_FAILURE;
 int idx0 = 0, idx1 = 1;
 for (unsigned int i = poly->firstLink; i != DT_NULL_LINK; i = tile->links[i].next)
 {
  if (tile->links[i].edge == 0)
  {
   if (tile->links[i].ref != prevRef)
   {
    idx0 = 1;
    idx1 = 0;
   }
   break;
  }
 }
 dtVcopy(startPos, &tile->verts[poly->verts[idx0]*3]);
 dtVcopy(endPos, &tile->verts[poly->verts[idx1]*3]);
 return DT_SUCCESS;
}
const dtOffMeshConnection* dtNavMesh::getOffMeshConnectionByRef(dtPolyRef ref) const
{
 unsigned int salt, it, ip;
 if (!ref)
  return 0;
 decodePolyId(ref, salt, it, ip);
 if (it >= (unsigned int)m_maxTiles) return 0;
 if (m_tiles[it].salt != salt || m_tiles[it].header == 0) return 0;
 const dtMeshTile* tile = &m_tiles[it];
 if (ip >= (unsigned int)tile->header->polyCount) return 0;
 const dtPoly* poly = &tile->polys[ip];
 if (poly->getType() != DT_POLYTYPE_OFFMESH_CONNECTION)
  return 0;
 const unsigned int idx = ip - tile->header->offMeshBase;
 { dtAssertFailFunc* failFunc = dtAssertFailGetCustom(); if(failFunc == NULL) { assert(idx < (unsigned int)tile->header->offMeshConCount); } else if(!(idx < (unsigned int)tile->header->offMeshConCount)) { (*failFunc)("idx < (unsigned int)tile->header->offMeshConCount", "DetourNavMesh.cpp", 1522); } };
 return &tile->offMeshCons[idx];
}
dtStatus dtNavMesh::setPolyFlags(dtPolyRef ref, unsigned short flags)
{
 if (!ref) return DT_FAILURE;
 unsigned int salt, it, ip;
 decodePolyId(ref, salt, it, ip);
 if (it >= (unsigned int)m_maxTiles) return DT_FAILURE | DT_INVALID_PARAM;
 if (m_tiles[it].salt != salt || m_tiles[it].header == 0) return DT_FAILURE | DT_INVALID_PARAM;
 dtMeshTile* tile = &m_tiles[it];
 if (ip >= (unsigned int)tile->header->polyCount) return DT_FAILURE | DT_INVALID_PARAM;
 dtPoly* poly = &tile->polys[ip];
 poly->flags = flags;
 return DT_SUCCESS;
}
dtStatus dtNavMesh::getPolyFlags(dtPolyRef ref, unsigned short* resultFlags) const
{
 if (!ref) return DT_FAILURE;
 unsigned int salt, it, ip;
 decodePolyId(ref, salt, it, ip);
 if (it >= (unsigned int)m_maxTiles) return DT_FAILURE | DT_INVALID_PARAM;
 if (m_tiles[it].salt != salt || m_tiles[it].header == 0) return DT_FAILURE | DT_INVALID_PARAM;
 const dtMeshTile* tile = &m_tiles[it];
 if (ip >= (unsigned int)tile->header->polyCount) return DT_FAILURE | DT_INVALID_PARAM;
 const dtPoly* poly = &tile->polys[ip];
 *resultFlags = poly->flags;
 return DT_SUCCESS;
}
dtStatus dtNavMesh::setPolyArea(dtPolyRef ref, unsigned char area)
{
 if (!ref) return DT_FAILURE;
 unsigned int salt, it, ip;
 decodePolyId(ref, salt, it, ip);
 if (it >= (unsigned int)m_maxTiles) return DT_FAILURE | DT_INVALID_PARAM;
 if (m_tiles[it].salt != salt || m_tiles[it].header == 0) return DT_FAILURE | DT_INVALID_PARAM;
 dtMeshTile* tile = &m_tiles[it];
 if (ip >= (unsigned int)tile->header->polyCount) return DT_FAILURE | DT_INVALID_PARAM;
 dtPoly* poly = &tile->polys[ip];
 poly->setArea(area);
 return DT_SUCCESS;
}
dtStatus dtNavMesh::getPolyArea(dtPolyRef ref, unsigned char* resultArea) const
{
 if (!ref) return DT_FAILURE;
 unsigned int salt, it, ip;
 decodePolyId(ref, salt, it, ip);
 if (it >= (unsigned int)m_maxTiles) return DT_FAILURE | DT_INVALID_PARAM;
 if (m_tiles[it].salt != salt || m_tiles[it].header == 0) return DT_FAILURE | DT_INVALID_PARAM;
 const dtMeshTile* tile = &m_tiles[it];
 if (ip >= (unsigned int)tile->header->polyCount) return DT_FAILURE | DT_INVALID_PARAM;
 const dtPoly* poly = &tile->polys[ip];
 *resultArea = poly->getArea();
 return DT_SUCCESS;
}
