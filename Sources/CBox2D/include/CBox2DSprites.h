// SpriteKit's physics world: Box2D with SpriteKit's 32-bit category, collision and contact-test
// masks, contact points, normals and impulses, point queries and ray casts. Bodies are the same
// b2Body handles as UIKit Dynamics' (OUKBody), so the body functions of CBox2D.h apply, except
// those that touch shape data: use the ouk_sk_ ones for creating, destroying and masking.
#ifndef CBOX2D_SPRITES_H
#define CBOX2D_SPRITES_H

#include "CBox2D.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct OUKSKWorld OUKSKWorld;

/// A shape's material and SpriteKit's masks; `tag` names the body it belongs to.
typedef struct {
    float density, friction, restitution;
    int64_t tag;
} OUKSKShapeDef;

/// A contact that began or ended in the last step between two bodies that asked to be told
/// (one's category meets the other's contact-test mask).
typedef struct {
    int64_t tagA, tagB;
    bool began;
    OUKVec point, normal;
    float impulse;
} OUKSKContact;

/// What a point query or ray cast found.
typedef struct {
    int64_t tag;
    OUKVec point, normal;
    float fraction;
} OUKSKHit;

OUKSKWorld *ouk_sk_world_create(void);
void ouk_sk_world_destroy(OUKSKWorld *world);
void ouk_sk_world_set_gravity(OUKSKWorld *world, OUKVec gravity);
void ouk_sk_world_step(OUKSKWorld *world, float dt, int velocityIterations, int positionIterations);
int ouk_sk_world_contact_count(const OUKSKWorld *world);
OUKSKContact ouk_sk_world_contact(const OUKSKWorld *world, int index);
void ouk_sk_world_clear_contacts(OUKSKWorld *world);
/// Bodies whose shapes contain the point, up to `max`, written to `out`; returns how many.
int ouk_sk_world_query_point(OUKSKWorld *world, OUKVec point, OUKSKHit *out, int max);
/// Every body the segment crosses (each once, nearest hit), up to `max`, ordered by distance.
int ouk_sk_world_ray_cast(OUKSKWorld *world, OUKVec start, OUKVec end, OUKSKHit *out, int max);

/// `type`: 0 static, 1 kinematic, 2 dynamic.
OUKBody *ouk_sk_body_create(OUKSKWorld *world, int type, OUKVec position, float angle);
void ouk_sk_body_destroy(OUKSKWorld *world, OUKBody *body);
void ouk_sk_body_set_type(OUKBody *body, int type);
void ouk_sk_body_remove_shapes(OUKBody *body);
OUKVec ouk_sk_body_world_center(const OUKBody *body);
void ouk_sk_body_add_polygon(OUKBody *body, const OUKVec *vertices, int count, OUKSKShapeDef def);
void ouk_sk_body_add_circle(OUKBody *body, OUKVec center, float radius, OUKSKShapeDef def);
/// A chain of edges; `loop` closes it.
void ouk_sk_body_add_chain(OUKBody *body, const OUKVec *vertices, int count, bool loop, OUKSKShapeDef def);
void ouk_sk_body_set_masks(OUKBody *body, uint32_t category, uint32_t collision, uint32_t contactTest);
void ouk_sk_body_set_bullet(OUKBody *body, bool bullet);
void ouk_sk_body_set_gravity_scale(OUKBody *body, float scale);
/// Recomputes the mass from `density` over the shapes' area, or sets it outright when `mass` > 0.
void ouk_sk_body_set_mass(OUKBody *body, float density, float mass);


/// SpriteKit's joints, in world points (metres). A limit joint is a distance joint that only
/// stops the bodies parting beyond `maxLength`; a spring's frequency 0 makes it rigid.
OUKJoint *ouk_sk_pin_joint_create(OUKSKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchor,
                                  bool limited, float lower, float upper, float frictionTorque);
void ouk_sk_pin_joint_set_motor(OUKJoint *joint, float speed, float maxTorque);
OUKJoint *ouk_sk_spring_joint_create(OUKSKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchorA, OUKVec anchorB,
                                     float frequency, float damping);
OUKJoint *ouk_sk_fixed_joint_create(OUKSKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchor);
OUKJoint *ouk_sk_sliding_joint_create(OUKSKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchor, OUKVec axis,
                                      bool limited, float lower, float upper);
OUKJoint *ouk_sk_limit_joint_create(OUKSKWorld *world, OUKBody *a, OUKBody *b, OUKVec anchorA, OUKVec anchorB, float maxLength);
/// The force (newtons) and torque the joint exerted in the last step of `dt` seconds.
OUKVec ouk_sk_joint_reaction_force(const OUKJoint *joint, float dt);
float ouk_sk_joint_reaction_torque(const OUKJoint *joint, float dt);
void ouk_sk_joint_destroy(OUKSKWorld *world, OUKJoint *joint);

#ifdef __cplusplus
}
#endif

#endif
